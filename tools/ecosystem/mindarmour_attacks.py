"""MindArmour 2.0.0 adversarial attacks on a small convolutional classifier: FGSM (FastGradientSignMethod), FGM
with an L2 norm, PGD (ProjectedGradientDescent), MomentumIterativeMethod, the attack evaluation
(AttackEvaluate) of the PGD examples, and two steps of adversarial training (NaturalAdversarialDefense). Both sides use the weights real MindSpore drew; the inputs are numpy's."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
from _common import data, same_weights, show

from mindarmour.adv_robustness.attacks import (
    FastGradientMethod,
    FastGradientSignMethod,
    MomentumIterativeMethod,
    ProjectedGradientDescent,
)
from mindarmour.adv_robustness.defenses import NaturalAdversarialDefense
from mindarmour.adv_robustness.evaluations import AttackEvaluate
from mindspore import Tensor, nn


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 4, 3, pad_mode="valid", has_bias=True)
        self.relu = nn.ReLU()
        self.pool = nn.MaxPool2d(2, 2)
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(16, 3)

    def construct(self, x):
        return self.fc(self.flatten(self.pool(self.relu(self.conv(x)))))


net = Net()
same_weights(net, "mindarmour_attacks_net")
net.set_train(False)
images = data(4, 1, 6, 6, seed=3, low=0.0, high=1.0)
labels = np.eye(3, dtype=np.float32)[[0, 1, 2, 1]]
logits = net(Tensor(images)).asnumpy()
show("logits", logits)
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=False)

attacks = {
    "fgsm": FastGradientSignMethod(net, eps=0.1, bounds=(0.0, 1.0), loss_fn=loss),
    "fgm_l2": FastGradientMethod(net, eps=0.1, bounds=(0.0, 1.0), norm_level="l2", loss_fn=loss),
    "pgd": ProjectedGradientDescent(net, eps=0.1, eps_iter=0.03, nb_iter=4, bounds=(0.0, 1.0), loss_fn=loss),
    "mim": MomentumIterativeMethod(net, eps=0.1, eps_iter=0.03, nb_iter=3, bounds=(0.0, 1.0), loss_fn=loss),
}
adv = {}
for name, attack in attacks.items():
    adv[name] = attack.generate(images, labels)
    show(name + " perturbation", (adv[name] - images)[0, 0])
    show(name + " max |delta|", np.abs(adv[name] - images).max())
    show(name + " adversarial logits", net(Tensor(adv[name])).asnumpy())

pred = net(Tensor(adv["pgd"])).asnumpy()
ev = AttackEvaluate(images.transpose(0, 2, 3, 1), labels, adv["pgd"].transpose(0, 2, 3, 1), pred)
show("pgd misclassification rate", ev.mis_classification_rate())
show("pgd avg confidence adv class", ev.avg_conf_adv_class())
show("pgd avg lp distance", np.array(ev.avg_lp_distance()))

np.random.seed(0)  # the defense picks the samples it replaces with numpy's global generator
opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)
defense = NaturalAdversarialDefense(net, loss_fn=loss, optimizer=opt, bounds=(0.0, 1.0), replace_ratio=0.5, eps=0.1)
for step in range(2):
    show(f"defense step {step} loss", defense.defense(images.copy(), labels))
net.set_train(False)
show("logits after defense", net(Tensor(images)))
