# dataset.transforms (TypeCast, OneHot, Compose) and dataset.vision (Rescale, Normalize, HWC2CHW, ToTensor, crops, Resize) on fixed arrays.
import numpy as np

import mindspore as ms
import mindspore.dataset as ds
from mindspore.dataset import transforms, vision


def show(a):
    a = np.asarray(a)
    print(a.dtype.name, a.shape, np.round(a.astype(np.float64), 5).tolist())


show(transforms.OneHot(4)(np.array(2)))
show(transforms.OneHot(4)(np.array([1, 3], np.int32)))
show(transforms.OneHot(3)(np.array([0, 2], np.uint8)))
show(transforms.TypeCast(ms.float32)(np.array([1, 2])))
show(transforms.TypeCast(ms.int32)(np.array([1.7, -2.2])))
show(transforms.TypeCast(np.int16)(np.array([3.0])))
img = (np.arange(2 * 3 * 3, dtype=np.uint8).reshape(2, 3, 3) * 10).astype(np.uint8)
show(vision.Rescale(1 / 255.0, -0.5)(img))
show(vision.Rescale(2.0, 1.0)(img.astype(np.float32)))
show(vision.Normalize([10, 20, 30], [2, 4, 8])(img))
show(vision.Normalize([1.0, 2.0], [2.0, 4.0], is_hwc=False)(np.ones((2, 2, 2), np.float32)))
show(vision.HWC2CHW()(img))
show(vision.ToTensor()(img))
show(transforms.Compose([vision.Rescale(2.0, 0.0), vision.HWC2CHW()])(img))
big = (np.arange(6 * 8 * 3) % 251).astype(np.uint8).reshape(6, 8, 3)
show(vision.CenterCrop(3)(big)[:, :, 0])
show(vision.CenterCrop((2, 5))(big)[:, :, 1])
show(vision.CenterCrop((4, 4))(big[:5, :7])[:, :, 0])
show(vision.RandomHorizontalFlip(1.0)(big)[:, :, 0])
show(vision.RandomVerticalFlip(1.0)(big)[:, :, 2])
show(vision.RandomHorizontalFlip(0.0)(big)[0, :, 0])
show(vision.Resize((3, 4))(big)[:, :, 0])
show(vision.Resize((3, 4))(big.astype(np.float32))[:, :, 1])
show(vision.Resize((9, 5))(big.astype(np.float32))[:, :, 0])
show(vision.Resize((3, 4), vision.Inter.NEAREST)(big)[:, :, 0])
show(vision.Resize((12, 16), vision.Inter.NEAREST)(big)[:2, :, 0])
print(vision.Resize(3)(big).shape, vision.Resize(4)(big.transpose(1, 0, 2)).shape)
show(vision.RandomCrop((6, 8))(big)[:, :, 0])
d = ds.NumpySlicesDataset({"image": np.stack([img, img + 1]), "label": np.array([1, 2])}, shuffle=False)
d = d.map([vision.Rescale(1.0 / 10, 0.0), vision.HWC2CHW()], input_columns="image")
d = d.map(transforms.OneHot(3), input_columns="label")
d = d.map(transforms.TypeCast(ms.float32), input_columns="label")
for r in d.create_dict_iterator(output_numpy=True):
    print({k: (v.dtype.name, v.shape) for k, v in r.items()}, r["image"][0].tolist(), r["label"].tolist())
for r in d.batch(2).create_tuple_iterator():
    print([(t.dtype, t.shape) for t in r])
small = (np.arange(4 * 5 * 3) % 251).astype(np.uint8).reshape(4, 5, 3)
print(vision.RandomCrop((6, 7), padding=1)(small)[:, :, 0].tolist())
print(vision.RandomCrop((6, 9), padding=(2, 1))(small)[:, :, 1].tolist())
print(vision.RandomCrop((5, 8), padding=(1, 0, 2, 1), fill_value=(7, 8, 9))(small)[:, :, 2].tolist())
print(vision.Pad(1, padding_mode=vision.Border.EDGE)(small)[:, :, 0].tolist())
print(vision.Pad((1, 2), padding_mode=vision.Border.REFLECT)(small)[:, :, 0].tolist())
print(vision.Pad((1, 0, 0, 1), padding_mode=vision.Border.SYMMETRIC)(small)[:, :, 0].tolist())
show(vision.Resize((9, 5))(big)[:, :, 0])
show(vision.Resize((5, 11))(big)[:, :, 2])
show(vision.Resize((4, 6))(big)[:, :, 1])
for w_in, w_out in [(8, 5), (8, 6), (5, 8), (10, 7)]:
    ramp = np.tile((np.arange(w_in) * 25).astype(np.uint8)[None, :, None], (3, 1, 1))
    print(vision.Resize((4, w_out))(ramp)[:, :, 0].tolist())
