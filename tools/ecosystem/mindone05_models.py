"""mindone 0.5.0 (with transformers 4.57.1): the uses of ``mindone04_models.py`` (CLIP's text tower, the
``MultiheadAttention`` port, the DDPM and DDIM schedulers), which are what MindSpore 2.10 runs of 0.5.0 on CPU too:
its BERT, UNets and AutoencoderKL stop on MindSpore's CPU backend as 0.4.0's do (``Embedding``, ``Arange``,
``Conv2DExt`` unregistered)."""

import os
import runpy

runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), "mindone04_models.py"), run_name="__main__")
