"""Cross-surface cases of the detection family: ops.iou / P.IOU, ops.check_valid / P.CheckValid and
ops.crop_and_resize / P.CropAndResize on the same inputs (values, dtypes and errors of both surfaces)."""

from __future__ import annotations

from ._harness import T, cases

nan, inf = float("nan"), float("inf")

A = T([0, 0, 2, 2, 1, 1, 3, 3, 0, 0, 1, 1, 2, 2, 0, 0], "float32", (4, 4))
G = T([0, 0, 2, 2, 5, 5, 6, 6, 0.5, 0.5, 2.5, 1.5], "float32", (3, 4))

IOU = {
    "iou": {"a": A, "g": G, "mode": "iou"},
    "iof": {"a": A, "g": G, "mode": "iof"},
    "f16": {"a": T(A.data, "float16", (4, 4)), "g": T(G.data, "float16", (3, 4)), "mode": "iou"},
    "f64": {"a": T(A.data, "float64", (4, 4)), "g": T(G.data, "float64", (3, 4)), "mode": "iof"},
    "empty_gt": {"a": A, "g": T([], "float32", (0, 4)), "mode": "iou"},
    "nan_box": {"a": T([nan, 0, 2, 2, 0, 0, inf, 2], "float32", (2, 4)), "g": G, "mode": "iou"},
    "int": {"a": T(A.data, "int32", (4, 4)), "g": T(G.data, "int32", (3, 4)), "mode": "iou"},
    "mixed": {"a": A, "g": T(G.data, "float16", (3, 4)), "mode": "iou"},
    "cols": {"a": T(list(range(12)), "float32", (4, 3)), "g": G, "mode": "iou"},
    "bad_mode": {"a": A, "g": G, "mode": "giou"},
}

B = T([0, 0, 5, 5, 0, 0, 6, 5, -0.1, 0, 1, 1, 0, 0, 5, 6, 0, 0, 5.5, 5], "float32", (5, 4))
META = T([3, 3, 2], "float32")
CHECK = {
    "f32": {"b": B, "m": META},
    "f16": {"b": T(B.data, "float16", (5, 4)), "m": T([3, 3, 2], "float16")},
    "f16_f32": {"b": T(B.data, "float16", (5, 4)), "m": META},
    "int16": {"b": T([0, 0, 5, 5, 0, 0, 6, 5], "int16", (2, 4)), "m": T([3, 3, 2], "int16")},
    "nan": {"b": T([nan, 0, 1, 1, 0, 0, nan, 1], "float32", (2, 4)), "m": META},
    "empty": {"b": T([], "float32", (0, 4)), "m": META},
    "int32": {"b": T(B.data, "int32", (5, 4)), "m": T([3, 3, 2], "int32")},
    "meta_len": {"b": B, "m": T([3, 3], "float32")},
}

IMG = T([float(i) for i in range(2 * 3 * 4 * 2)], "float32", (2, 3, 4, 2))
BOXES = T([0, 0, 1, 1, 0.1, 0.2, 0.7, 0.9, 1, 1, 0, 0, -0.2, 0.5, 1.3, 0.8], "float32", (4, 4))
IDX = T([0, 1, 0, 1], "int32")
CROP = {
    "bilinear": {"x": IMG, "b": BOXES, "i": IDX, "size": (3, 2), "method": "bilinear", "ev": 0.0},
    "nearest": {"x": IMG, "b": BOXES, "i": IDX, "size": (2, 3), "method": "nearest", "ev": 5.0},
    "one_by_one": {"x": IMG, "b": BOXES, "i": IDX, "size": (1, 1), "method": "bilinear", "ev": -1.0},
    "uint8": {
        "x": T(list(range(48)), "uint8", (2, 3, 4, 2)),
        "b": BOXES,
        "i": IDX,
        "size": (2, 2),
        "method": "bilinear",
        "ev": 0.0,
    },  # fmt: skip
    "index_out": {
        "x": IMG,
        "b": BOXES,
        "i": T([0, 2, 0, 1], "int32"),
        "size": (2, 2),
        "method": "bilinear",
        "ev": 0.0,
    },  # fmt: skip
    "boxes_f16": {
        "x": IMG,
        "b": T(BOXES.data, "float16", (4, 4)),
        "i": IDX,
        "size": (2, 2),
        "method": "bilinear",
        "ev": 0.0,
    },  # fmt: skip
    "bad_method": {"x": IMG, "b": BOXES, "i": IDX, "size": (2, 2), "method": "area", "ev": 0.0},
}

CASES = [
    *cases("iou", {"ops": "ops.iou(a, g, mode)", "prim": "P.IOU(mode)(a, g)"}, IOU),
    *cases("check_valid", {"ops": "ops.check_valid(b, m)", "prim": "P.CheckValid()(b, m)"}, CHECK),
    *cases(
        "crop_and_resize",
        {
            "ops": "ops.crop_and_resize(x, b, i, size, method, ev).asnumpy()",
            "prim": "P.CropAndResize(method, ev)(x, b, i, size).asnumpy()",
        },
        CROP,
    ),
]
