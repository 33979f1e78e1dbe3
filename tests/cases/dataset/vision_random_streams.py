# Seeded C++ random vision transforms in map: each op's mt19937 stream per worker (seed + worker index), rows and
# end-of-epoch markers dealt to the workers in turn, streams going on across epochs; eager calls under a seed.
import numpy as np

import mindspore.dataset as ds
import mindspore.dataset.vision as vision

N = 7
IMGS = np.zeros((N, 20, 24, 3), np.uint8)
IMGS[:] = (np.arange(20 * 24).reshape(20, 24) % 251)[:, :, None]
IMGS[:, :, :, 1] = np.arange(N)[:, None, None]


def run(tag, op, workers=1, epochs=2):
    d = ds.NumpySlicesDataset({"image": IMGS}, shuffle=False)
    d = d.map(op, input_columns="image", num_parallel_workers=workers)
    it = d.create_tuple_iterator(num_epochs=epochs, output_numpy=True)
    out = [[(x.shape, int(x[0, 0, 0]), int(np.asarray(x, np.int64).sum())) for (x,) in it] for _ in range(epochs)]
    print(tag, workers, out)


ds.config.set_seed(7)
for w in (1, 2):
    run("hflip", vision.RandomHorizontalFlip(0.3), w)
    run("vflip", vision.RandomVerticalFlip(), w)
    run("crop", vision.RandomCrop((5, 7)), w)
    run("rrc", vision.RandomResizedCrop((6, 5), scale=(0.1, 0.9), interpolation=vision.Inter.NEAREST), w)
    run("rot", vision.RandomRotation(30), w)
    run("pipe", [vision.RandomCrop(16), vision.RandomHorizontalFlip(), vision.RandomRotation(15)], w)
run("cropPad", vision.RandomCrop(22, padding=2, pad_if_needed=True))
run("rotExpand", vision.RandomRotation((10, 400), expand=True))
run("rrcDefault", vision.RandomResizedCrop(4, interpolation=vision.Inter.NEAREST))

ds.config.set_seed(12345)
run("crop12345", vision.RandomCrop((3, 3)), 1, 3)
img = IMGS[3]
for _ in range(2):  # eager: a new operation per call, seeded with the pipeline seed
    print("eager", int(vision.RandomCrop((5, 7))(img)[0, 0, 0]), vision.RandomHorizontalFlip()(img)[0, :3, 0].tolist())
