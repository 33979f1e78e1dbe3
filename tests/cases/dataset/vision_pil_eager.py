# eager vision operations on a PIL image: which return a PIL image (MindSpore's Python path) and which an array,
# their pixels, the seeded random ones (Python's random, seeded by ds.config.set_seed), Compose's tuple, ToPIL/ToTensor
# RandomPerspective (PIL) solves its coefficients with numpy's lstsq, whose bits depend on the OpenBLAS kernels numpy
# picks for the CPU (OPENBLAS_CORETYPE): its corners map to exact pixel edges, so an ulp keeps or drops border
# pixels. MindSpore itself prints other sums per kernel (seed0 159780/159642, seed3 191547/191751/192504 under
# Haswell and Zen / SkylakeX and Cooperlake / Sandybridge, Nehalem and Prescott; recorded under Haswell), and
# mindshim prints MindSpore's under each.
# sensitive: /^RandomPerspective seed\d / rtol=0.008 -- measured spread 0.72% (seed3 1146455 vs 1154717)
import numpy as np
from PIL import Image
import mindspore.dataset as ds
import mindspore.dataset.transforms as T
import mindspore.dataset.vision as vision

arr = ((np.arange(24 * 30 * 3).reshape(24, 30, 3) * 7) % 251).astype(np.uint8)
arr[5:15, 8:20] = [200, 40, 90]
img = Image.fromarray(arr)
gray = img.convert("L")


def show(name, out):
    if isinstance(out, tuple):
        print(name, "tuple", len(out))
        for o in out:
            show("  ", o)
        return
    if isinstance(out, Image.Image):
        a = np.asarray(out).astype(np.int64)
        print(name, "Image", out.mode, out.size, int(a.sum()), int((a * (np.arange(a.size) % 13).reshape(a.shape)).sum()))
        print(np.asarray(out)[:2, :4].tolist())
    else:
        print(name, type(out).__name__, out.shape, out.dtype, float(np.asarray(out, np.float64).sum()))


ops = [
    ("Resize", vision.Resize((12, 20))),
    ("Resize int", vision.Resize(10)),
    ("Resize nearest", vision.Resize((12, 20), vision.Inter.NEAREST)),
    ("Resize bicubic", vision.Resize((40, 35), vision.Inter.BICUBIC)),
    ("Resize antialias", vision.Resize(16, vision.Inter.ANTIALIAS)),
    ("CenterCrop", vision.CenterCrop(9)),
    ("CenterCrop odd", vision.CenterCrop((7, 12))),
    ("CenterCrop larger", vision.CenterCrop((30, 34))),
    ("Grayscale", vision.Grayscale()),
    ("Grayscale 3", vision.Grayscale(3)),
    ("Pad", vision.Pad(2)),
    ("Pad fill", vision.Pad((1, 3), fill_value=(10, 20, 30))),
    ("Pad edge", vision.Pad([1, 2, 3, 4], padding_mode=vision.Border.EDGE)),
    ("Pad reflect", vision.Pad(3, padding_mode=vision.Border.REFLECT)),
    ("Pad symmetric", vision.Pad(3, padding_mode=vision.Border.SYMMETRIC)),
    ("AdjustBrightness", vision.AdjustBrightness(1.4)),
    ("AdjustContrast", vision.AdjustContrast(0.6)),
    ("AdjustSaturation", vision.AdjustSaturation(1.7)),
    ("AdjustHue", vision.AdjustHue(0.2)),
    ("AdjustHue neg", vision.AdjustHue(-0.45)),
    ("AdjustGamma", vision.AdjustGamma(0.7, 1.1)),
    ("AutoContrast", vision.AutoContrast()),
    ("AutoContrast cutoff", vision.AutoContrast(10.0, [0])),
    ("Equalize", vision.Equalize()),
    ("Invert", vision.Invert()),
    ("RandomHorizontalFlip 1", vision.RandomHorizontalFlip(1.0)),
    ("RandomVerticalFlip 1", vision.RandomVerticalFlip(1.0)),
    ("RandomCrop full", vision.RandomCrop((24, 30))),
    ("ToTensor", vision.ToTensor()),
    ("ToNumpy", vision.ToNumpy()),
    ("ToPIL", vision.ToPIL()),
    ("HWC2CHW", vision.HWC2CHW()),
    ("Rescale", vision.Rescale(1 / 255, 0)),
    ("HorizontalFlip", vision.HorizontalFlip()),
    ("Posterize", vision.Posterize(3)),
    ("Rotate", vision.Rotate(30)),
    ("FiveCrop", vision.FiveCrop(8)),
]
for name, op in ops:
    show(name, op(img))
for name, op in [("Grayscale L", vision.Grayscale()), ("Invert L", vision.Invert()), ("Pad L", vision.Pad(1, 9)),
                 ("AdjustHue L", vision.AdjustHue(0.3)), ("AdjustGamma L", vision.AdjustGamma(2.0)),
                 ("CenterCrop L", vision.CenterCrop(5)), ("Resize L", vision.Resize((6, 7))),
                 ("ToTensor L", vision.ToTensor())]:  # fmt: skip
    show(name, op(gray))

seeded = [
    ("RandomHorizontalFlip", lambda: vision.RandomHorizontalFlip()),
    ("RandomVerticalFlip", lambda: vision.RandomVerticalFlip(0.5)),
    ("RandomCrop", lambda: vision.RandomCrop((10, 12))),
    ("RandomCrop pad", lambda: vision.RandomCrop(28, padding=2, pad_if_needed=True, fill_value=(1, 2, 3))),
    ("RandomCrop edge", lambda: vision.RandomCrop((20, 26), padding=[1, 2], padding_mode=vision.Border.EDGE)),
    ("RandomRotation", lambda: vision.RandomRotation(40)),
    ("RandomRotation expand", lambda: vision.RandomRotation((10, 80), vision.Inter.BILINEAR, True, None, 50)),
    ("RandomColorAdjust", lambda: vision.RandomColorAdjust(0.4, 0.4, 0.4, 0.1)),
    ("RandomColorAdjust ranges", lambda: vision.RandomColorAdjust((0.5, 1.5), (1, 1), (0.2, 0.9), (-0.2, 0.3))),
    ("RandomAffine", lambda: vision.RandomAffine(25)),
    ("RandomAffine all", lambda: vision.RandomAffine((-10, 30), (0.1, 0.2), (0.8, 1.2), (5, 15),
                                                     vision.Inter.BILINEAR, 7)),  # fmt: skip
    ("RandomAffine shear4", lambda: vision.RandomAffine(0, None, None, (-5, 5, -8, 2))),
    ("RandomColor", lambda: vision.RandomColor((0.2, 1.8))),
    ("RandomSharpness", lambda: vision.RandomSharpness()),
    ("RandomLighting", lambda: vision.RandomLighting(0.3)),
    ("RandomPerspective", lambda: vision.RandomPerspective(0.4, 0.9)),
    ("RandomResizedCrop", lambda: vision.RandomResizedCrop((10, 12))),
    ("RandomResizedCrop nearest", lambda: vision.RandomResizedCrop(8, (0.3, 0.6), (0.5, 2.0), vision.Inter.NEAREST)),
    ("RandomResizedCrop fallback", lambda: vision.RandomResizedCrop(6, (0.99, 1.0), (3.0, 4.0), max_attempts=2)),
]
for seed in (0, 3):
    for name, make in seeded:
        ds.config.set_seed(seed)
        show(f"{name} seed{seed}", make()(img))

for ops_list in [[vision.Resize((16, 16)), vision.CenterCrop(8)], [vision.Resize((16, 16)), vision.Rescale(1 / 255, 0)],
                 [vision.CenterCrop(8), vision.ToTensor()], [vision.Invert(), vision.HorizontalFlip()],
                 [vision.Grayscale(), vision.Resize(10)]]:  # fmt: skip
    show("Compose PIL", T.Compose(ops_list)(img))
for ops_list in [[vision.ToPIL(), vision.Resize((5, 6))], [vision.Resize((5, 6))], [vision.ToPIL(), vision.ToNumpy()],
                 [vision.ToPIL(), vision.Grayscale(), vision.ToTensor()]]:  # fmt: skip
    show("Compose numpy", T.Compose(ops_list)(arr))
show("RandomApply", T.RandomApply([vision.Resize((5, 6))], 1.0)(img))
show("RandomChoice", T.RandomChoice([vision.Invert()])(img))
show("RandomSelectSubpolicy", vision.RandomSelectSubpolicy([[(vision.Invert(), 1.0)]])(img))

pil = vision.ToPIL()(arr)
back = vision.ToNumpy()(pil)
print(type(pil).__name__, pil.mode, pil.size, back.dtype, back.shape, bool((back == arr).all()))
print(vision.ToPIL()(arr[:, :, :1]).mode, vision.ToPIL()(arr[:, :, 0]).mode, vision.ToPIL()(img) is img)
t = vision.ToTensor()(img)
print(t.dtype, t.shape, float(t.sum()), bool(np.allclose(t, vision.ToTensor()(arr))))
print(vision.ToTensor(np.float64)(img).dtype)

d = ds.NumpySlicesDataset({"image": np.stack([arr, arr[::-1]])}, shuffle=False)
d = d.map([vision.ToPIL(), vision.RandomHorizontalFlip(1.0), vision.CenterCrop(10), vision.Grayscale(), vision.ToTensor()],
          ["image"])  # fmt: skip
for r in d.create_dict_iterator(output_numpy=True):
    print(r["image"].shape, r["image"].dtype, float(r["image"].sum()))
d = ds.NumpySlicesDataset({"image": np.stack([arr, arr[::-1]])}, shuffle=False)
d = d.map(T.Compose([vision.ToPIL(), vision.Resize((8, 9)), vision.ToNumpy()]), ["image"])
for r in d.create_dict_iterator(output_numpy=True):
    print(r["image"].shape, r["image"].dtype, int(r["image"].astype(np.int64).sum()))
for bad, x in [(vision.RandomAffine(10, resample=vision.Inter.AREA), img),
               (vision.RandomRotation(10, vision.Inter.PILCUBIC), img), (vision.Grayscale(), arr),
               (vision.Grayscale(3), arr), (vision.FiveCrop(3), arr)]:  # fmt: skip
    try:
        bad(x)
    except TypeError as e:
        print("TypeError", e)
