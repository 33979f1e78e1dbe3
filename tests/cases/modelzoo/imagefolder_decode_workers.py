# ShuffleNetV1's ImageNet pipeline: ImageFolderDataset, Decode + Resize + CenterCrop + Normalize + HWC2CHW mapped
# with several workers (Decode loads Pillow inside a worker), TypeCast on the label, batch with drop_remainder
import os
import tempfile

import numpy as np
import mindspore.common.dtype as mstype
import mindspore.dataset as ds
import mindspore.dataset.transforms as C2
import mindspore.dataset.vision as C
from PIL import Image

root = tempfile.mkdtemp()
rng = np.random.default_rng(0)
for c in range(3):
    os.makedirs(os.path.join(root, f"class_{c}"))
    for i in range(3):
        pixels = np.clip(rng.normal(60 + 60 * c, 30, size=(20, 28, 3)), 0, 255).astype(np.uint8)
        Image.fromarray(pixels).save(os.path.join(root, f"class_{c}", f"{i}.png"))

for workers in (1, 2):
    data = ds.ImageFolderDataset(root, num_parallel_workers=workers, shuffle=False)
    trans = [
        C.Decode(),
        C.Resize(18),
        C.CenterCrop(16),
        C.Normalize(mean=[0.485 * 255, 0.456 * 255, 0.406 * 255], std=[0.229 * 255, 0.224 * 255, 0.225 * 255]),
        C.HWC2CHW(),
    ]
    data = data.map(input_columns="image", operations=trans, num_parallel_workers=workers)
    data = data.map(input_columns="label", operations=C2.TypeCast(mstype.int32), num_parallel_workers=workers)
    data = data.batch(2, drop_remainder=True)
    print("workers", workers, "batches", data.get_dataset_size())
    for image, label in data.create_tuple_iterator(output_numpy=True):
        print(image.shape, image.dtype, label.tolist(), [round(float(m), 2) for m in image.mean(axis=(1, 2, 3))])
