# image pipeline on synthetic HWC uint8 images: Resize/CenterCrop/Rescale/Normalize/HWC2CHW/TypeCast via Compose and map
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
import mindspore.dataset.transforms as transforms
from mindspore import dtype as mstype


class Images:
    def __init__(self):
        self.imgs = [((np.arange(10 * 12 * 3).reshape(10, 12, 3) * (i + 1)) % 256).astype(np.uint8) for i in range(4)]
        self.labels = [0, 1, 2, 1]

    def __getitem__(self, i):
        return self.imgs[i], np.array(self.labels[i])

    def __len__(self):
        return 4


mean = [0.485 * 255, 0.456 * 255, 0.406 * 255]
std = [0.229 * 255, 0.224 * 255, 0.225 * 255]
trans = [vision.Resize((8, 8)), vision.CenterCrop(6), vision.Normalize(mean=mean, std=std), vision.HWC2CHW()]
d = ds.GeneratorDataset(Images(), ["image", "label"], shuffle=False)
d = d.map(operations=trans, input_columns="image", num_parallel_workers=1)
d = d.map(operations=transforms.TypeCast(mstype.int32), input_columns="label")
d = d.batch(2, drop_remainder=True)
for b in d.create_dict_iterator(output_numpy=True):
    print(b["image"].dtype, b["image"].shape, b["label"].dtype, b["label"].tolist())
    print(b["image"][0, 0, 0].round(4), b["image"][1, 2, :, 2].round(4))
img = Images().imgs[1]
c = transforms.Compose([vision.Rescale(1.0 / 255.0, 0.0), vision.Resize(5), vision.HWC2CHW()])
out = c(img)
print(type(out).__name__, out.dtype, out.shape, out[1, 0].round(4))
print(vision.Resize((4, 6), vision.Inter.NEAREST)(img)[:, :, 0])
print(vision.Pad(1, fill_value=7)(img[:2, :2]).shape, vision.Pad([1, 0, 2, 0], padding_mode=vision.Border.EDGE)(img[:2, :2])[:, :, 0])
print(vision.HorizontalFlip()(img[:2, :3])[:, :, 0], vision.VerticalFlip()(img[:2, :3])[:, :, 0])
print(vision.ConvertColor(vision.ConvertMode.COLOR_RGB2GRAY)(img[:2, :2]).shape if hasattr(vision, "ConvertColor") else "")
print(vision.ToTensor()(img[:2, :2]).dtype, vision.ToTensor()(img[:2, :2]).shape)
print(transforms.OneHot(3)(np.array(2)), transforms.Fill(5)(np.zeros(3, np.int32)))
print(vision.Crop((1, 2), (3, 4))(img).shape, vision.Rotate(90)(img[:3, :3])[:, :, 0] if hasattr(vision, "Rotate") else "")
