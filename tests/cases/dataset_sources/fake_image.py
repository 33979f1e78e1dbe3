# FakeImageDataset: MindSpore's generated images and labels value for value (per-index seeded), sizes, sharding,
# num_samples, samplers, shuffle under a seed, batch/map on top, and its argument checks
import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.vision as vision

d = ds.FakeImageDataset(num_images=6, image_size=(4, 5, 3), num_classes=7, base_seed=3, shuffle=False)
print(d.get_dataset_size(), d.get_col_names(), d.output_shapes(), d.output_types())
for img, label in d.create_tuple_iterator(output_numpy=True):
    print(img.dtype, img.shape, img.ravel()[:24].tolist(), label.dtype, label.shape, int(label))
d = ds.FakeImageDataset(num_images=3, shuffle=False)
for r in d.create_dict_iterator(output_numpy=True):
    img = r["image"].astype(np.int64)
    print(r["image"].shape, int(img.sum()), int((img * np.arange(img.size).reshape(img.shape) % 9973).sum()), int(r["label"]))
d = ds.FakeImageDataset(num_images=4, image_size=(1, 1, 1), base_seed=-2, num_classes=1000, shuffle=False)
print([(r[0].tolist(), int(r[1])) for r in d.create_tuple_iterator(output_numpy=True)])
d = ds.FakeImageDataset(num_images=10, image_size=(2, 2, 1), num_samples=4, shuffle=False)
print(d.get_dataset_size(), [int(r[1]) for r in d.create_tuple_iterator(output_numpy=True)])
for shard in range(3):
    d = ds.FakeImageDataset(num_images=10, image_size=(2, 2, 1), num_shards=3, shard_id=shard, shuffle=False)
    print("shard", shard, d.get_dataset_size(), [int(r[1]) for r in d.create_tuple_iterator(output_numpy=True)])
d = ds.FakeImageDataset(num_images=10, image_size=(2, 2, 1), sampler=ds.SubsetSampler([7, 2, 5]))
print([(r[0].ravel().tolist(), int(r[1])) for r in d.create_tuple_iterator(output_numpy=True)])
ds.config.set_seed(5)
d = ds.FakeImageDataset(num_images=8, image_size=(2, 2, 1))
print(sorted(int(r[1]) for r in d.create_tuple_iterator(output_numpy=True)))
d = ds.FakeImageDataset(num_images=5, image_size=(8, 8, 3), shuffle=False)
d = d.map(vision.Resize((4, 4)), ["image"]).map(vision.HWC2CHW(), ["image"]).batch(2, drop_remainder=False)
for img, label in d.create_tuple_iterator(output_numpy=True):
    print(img.shape, img.dtype, int(img.astype(np.int64).sum()), label.tolist())
for kw in [dict(num_images=0), dict(num_images="3"), dict(image_size=(2, 3)), dict(image_size=[2, 0, 3]),
           dict(image_size=5), dict(num_classes=0), dict(base_seed=1.5), dict(shuffle=1),
           dict(sampler=ds.SequentialSampler(), shuffle=True), dict(num_shards=2), dict(num_shards=2, shard_id=2),
           dict(num_samples=-1)]:  # fmt: skip
    try:
        ds.FakeImageDataset(**kw)
        print("no error")
    except Exception as e:
        print(type(e).__name__, str(e).split(" at 0x")[0])
