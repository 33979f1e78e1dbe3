# AttributeError texts for missing names name the mindspore.* module path
import mindspore as ms
import mindspore.amp
import mindspore.dataset as ds
from mindspore import nn, ops

for mod, name in [
    (ms, "nope"),
    (ms.amp, "nope"),
    (nn, "Nope"),
    (ops, "nope_op"),
    (ds, "NopeDataset"),
    (ms.train, "nope"),
]:
    try:
        getattr(mod, name)
    except AttributeError as e:
        print(type(e).__name__, e)
print(hasattr(ms.amp, "nope"), getattr(ms.amp, "nope", "default"))
