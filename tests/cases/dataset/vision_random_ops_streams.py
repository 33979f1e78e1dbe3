# Seeded C++ random vision operations in map draw MindSpore's numbers: bernoulli, uniform_int and
# uniform_real<float> draws from each operation's mt19937; RandomApply/RandomChoice/RandomSelectSubpolicy and the
# operations inside them (seeded with the pipeline seed alone); Compose flattened into map (seed + worker).
import numpy as np

import mindspore.dataset as ds
import mindspore.dataset.transforms as T
import mindspore.dataset.vision as vision

RS = np.random.RandomState(0)
IMGS = RS.randint(0, 256, (6, 10, 12, 3)).astype(np.uint8)


def run(tag, op, workers=1, epochs=2):
    d = ds.NumpySlicesDataset({"image": IMGS}, shuffle=False)
    d = d.map(op, input_columns="image", num_parallel_workers=workers)
    it = d.create_tuple_iterator(num_epochs=epochs, output_numpy=True)
    print(tag, workers, [[(x.shape, int(np.asarray(x, np.int64).sum())) for (x,) in it] for _ in range(epochs)])


ds.config.set_seed(5)
run("invert", vision.RandomInvert())
run("posterize", vision.RandomPosterize((1, 8)))
run("solarize", vision.RandomSolarize((10, 200)))
run("sharpness", vision.RandomSharpness((0.1, 1.9)))
run("color", vision.RandomColor((0.5, 1.5)))
run("color_adjust_b", vision.RandomColorAdjust(brightness=0.4))
run("affine_degrees", vision.RandomAffine(30))
run("affine_translate", vision.RandomAffine(0, translate=(0.2, 0.3)))
run("affine", vision.RandomAffine((-20, 40), translate=(-0.1, 0.2, -0.1, 0.1), scale=(0.8, 1.2), shear=(5, 10, -3, 3)))
run("affine_mod360", vision.RandomAffine((350, 400)))
run("color_adjust_bcs", vision.RandomColorAdjust(brightness=0.4, contrast=0.4, saturation=0.4))
for w in (1, 2):
    run("apply", T.RandomApply([vision.RandomHorizontalFlip(1.0), vision.RandomCrop(8)], 0.5), w)
    flips = [vision.RandomHorizontalFlip(), vision.RandomVerticalFlip(), vision.RandomCrop(8, padding=2)]
    run("choice", T.RandomChoice(flips), w)
    run("compose", T.Compose([vision.RandomCrop(8), vision.RandomHorizontalFlip()]), w)
    policy = [[(vision.RandomHorizontalFlip(), 0.5), (vision.RandomCrop(8), 0.7)], [(vision.RandomVerticalFlip(), 0.6)]]
    run("subpolicy", vision.RandomSelectSubpolicy(policy), w)
