# The README's example, examples/lenet_train.py: LeNet-5 losses and accuracy over 10 Momentum steps on fixed data.
import os
import runpy
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.argv = [sys.argv[0], "--steps", "10", "--batch_size", "32"]
runpy.run_path(os.path.join(HERE, "..", "..", "..", "examples", "lenet_train.py"), run_name="__main__")
