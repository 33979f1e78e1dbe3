# 2.x functional training: @ms.jit train_step with value_and_grad(has_aux), optimizer inside jit, eval loop, accuracy
import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops
import mindspore.dataset as ds
from mindspore import Tensor

rng = np.random.RandomState(0)
X = rng.randn(48, 5).astype(np.float32)
W = rng.randn(5, 3).astype(np.float32)
Y = np.argmax(X @ W, axis=1).astype(np.int32)


class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.l1 = nn.Dense(5, 8, weight_init=Tensor(np.cos(np.arange(40)).reshape(8, 5).astype(np.float32) * 0.4), bias_init="zeros")
        self.l2 = nn.Dense(8, 3, weight_init=Tensor(np.sin(np.arange(24)).reshape(3, 8).astype(np.float32) * 0.4), bias_init="zeros")
        self.act = nn.ReLU()

    def construct(self, x):
        return self.l2(self.act(self.l1(x)))


model = MLP()
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.Adam(model.trainable_params(), learning_rate=0.02)


def forward_fn(data, label):
    logits = model(data)
    loss = loss_fn(logits, label)
    return loss, logits


grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)


@ms.jit
def train_step(data, label):
    (loss, logits), grads = grad_fn(data, label)
    grads = ops.clip_by_global_norm(grads, 5.0)
    optimizer(grads)
    return loss, logits


def train(dataset):
    model.set_train()
    losses = []
    for data, label in dataset.create_tuple_iterator():
        loss, _ = train_step(data, label)
        losses.append(float(loss.asnumpy()))
    return losses


def test(dataset):
    model.set_train(False)
    correct, total, tl = 0, 0, 0.0
    for data, label in dataset.create_tuple_iterator():
        pred = model(data)
        tl += float(loss_fn(pred, label).asnumpy())
        correct += int((pred.argmax(1) == label).asnumpy().sum())
        total += len(data)
    return correct / total, tl


for epoch in range(3):
    tr = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=False).batch(16)
    losses = train(tr)
    acc, tl = test(ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=False).batch(16))
    print(f"epoch {epoch + 1}: losses {[round(l, 4) for l in losses]} acc {acc:.4f} test loss {tl:.4f}")
print(optimizer.global_step.asnumpy() if hasattr(optimizer, "global_step") else None)
print(model.l2.bias.asnumpy())
print(optimizer.moment1[3].asnumpy())
