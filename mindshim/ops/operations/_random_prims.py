"""Random primitives that draw MindSpore 2.10's own CPU streams (`ops.ParameterizedTruncatedNormal`, ...)."""

from __future__ import annotations

import torch

from ... import _checkparam as validator
from ..._kernels import errors as _errors
from ..._kernels import random as _K_random
from ..._kernels import stdrandom as _std
from ..._dtype import to_torch_dtype
from ...common import dtype as mstype
from ..function._utils import Tensor, _as_tensor, _wrap
from ..primitive import Primitive


def _deprecated(name: str, version: str, substitute: str = "") -> None:
    from ..function.array_func import _deprecated as warn

    warn(name, version, substitute)


def _tensor_input(prim: str, arg: str, value) -> torch.Tensor:
    """The torch tensor of a primitive input, or MindSpore's TypeError when it is not a Tensor."""
    if not isinstance(value, Tensor):
        raise _errors.input_tensor_error(prim, arg, value)
    return _as_tensor(value)


def _philox(prim: Primitive, seed: int, seed2: int) -> _std.Philox:
    """The Philox stream of one launch of ``prim``: MindSpore's kernels re-key it each launch (both seeds 0: fresh
    ones) but first use up the words left in the block their previous launch opened."""
    if seed == 0 and seed2 == 0:
        seed, seed2 = _std.fresh_seeds(2)
    g = _std.Philox(seed, seed2)
    g.words = prim.__dict__.get("_leftover", [])
    return g


def _check_dtype(prim: str, arg: str, t: torch.Tensor, allowed: tuple) -> None:
    if t.dtype not in allowed:
        raise _errors.dtype_error(prim, arg, t.dtype, allowed)


_FLOATS = (torch.float16, torch.float32, torch.float64)
_INDEX = (torch.int32, torch.int64)


class ParameterizedTruncatedNormal(Primitive):
    """``ops.ParameterizedTruncatedNormal(seed=0, seed2=0)(shape, mean, stdevs, min, max)``: a Tensor of ``shape``
    (``(batch, ...)``, an Int32/Int64 Tensor of at least 2 positive sizes) from a normal truncated to
    ``[min, max]``.

    Mirrors ``mindspore.ops.ParameterizedTruncatedNormal`` (2.10, deprecated since 2.8.0): the numbers are those
    MindSpore's CPU kernel draws for the same nonzero seeds (a ``minstd_rand0`` seeded with MindSpore's Philox mix
    of ``seed`` and ``seed2`` once, so later calls of the same primitive continue its stream; both 0: a fresh
    seed). ``mean``/``stdevs``/``min``/``max``: Float16/32/64 Tensors of
    one dtype, of shape ``()`` or ``(1,)`` or ``(batch,)``; as that kernel, every batch uses their first element.

    Raises:
        TypeError: a seed not an int, an input not a Tensor, bad dtypes or parameters of different dtypes.
        ValueError: ``shape`` not 1-D, of fewer than 2 sizes or with a non-positive one; a parameter of another
            shape.
        RuntimeError: a non-positive ``stdevs`` or ``max < min``.
    """

    def __init__(self, seed: int = 0, seed2: int = 0) -> None:
        _deprecated("ParameterizedTruncatedNormal", "2.8.0", "mindspore.common.initializer.TruncatedNormal")
        super().__init__("ParameterizedTruncatedNormal")
        validator.check_value_type("seed", seed, [int], self.name)
        validator.check_value_type("seed2", seed2, [int], self.name)
        self.seed, self.seed2 = seed, seed2
        self.attrs.update(seed=seed, seed2=seed2, side_effect_hidden=True)
        self._engine = None

    def __call__(self, shape: Tensor, mean: Tensor, stdevs: Tensor, min: Tensor, max: Tensor) -> Tensor:
        name = self.name
        args = (("shape", shape), ("mean", mean), ("stdevs", stdevs), ("min", min), ("max", max))
        ts = [_tensor_input(name, a, v) for a, v in args]
        s = ts[0]
        _check_dtype(name, "shape", s, _INDEX)
        if len({t.dtype for t in ts[1:]}) != 1 or ts[1].dtype not in _FLOATS:
            raise TypeError(f"For primitive[{name}], the input type must be same.")
        if s.dim() != 1:
            raise ValueError(f"For primitive[{name}], the shape's rank must be equal to 1, but got {s.dim()}.")
        sizes = s.tolist()
        if len(sizes) < 2:
            raise ValueError(
                f"For primitive[{name}], the size of argument[shape] must be greater than or equal to 2, but got "
                f"{len(sizes)}."
            )
        if any(v <= 0 for v in sizes):
            raise ValueError(
                f"For primitive[{name}], the attribute[shape] should be a vector with all positive item. but got "
                "[" + "".join(f"{v}, " for v in sizes) + "]."
            )
        for (arg, _), t in zip(args[1:], ts[1:]):
            if not (t.dim() == 0 or (t.dim() == 1 and t.shape[0] in (1, sizes[0]))):
                got = "(" + "".join(f"{v}, " for v in t.shape) + ")"
                raise ValueError(f"For {name}, {arg} must be 0d, or {arg}.shape = ({sizes[0]}, ), but got {got}.")
        if self._engine is None:  # seeded once, as MindSpore's kernel: later calls continue the stream
            fresh = self.seed == 0 and self.seed2 == 0
            s = _std.fresh_seeds(1, 2**32)[0] if fresh else _std.mix_seeds(self.seed, self.seed2)
            self._engine = _std.Minstd(s)
        out = _K_random.parameterized_truncated_normal(sizes, *ts[1:], self._engine)
        return _wrap(out)


class MultinomialWithReplacement(Primitive):
    """``ops.MultinomialWithReplacement(numsamples, replacement=False)(x, seed, offset)``: Int64 category draws
    from the rows of ``x`` (1-D or 2-D, Float16/32/64 nonnegative weights).

    Mirrors ``mindspore.ops.MultinomialWithReplacement`` (2.10): the draws are those of MindSpore's CPU kernel for
    the same ``seed``/``offset`` (Int64 Tensors; a Philox stream keyed by ``seed`` at counter ``offset``; both 0:
    fresh ones). As MindSpore's kernel, a later call of the same primitive with the same ``seed`` and ``offset``
    continues the stream, and one with others first uses the words left in the previous call's last block. Output ``(numsamples,)`` or ``(rows, numsamples)``.

    Raises:
        TypeError: ``numsamples`` not an int, ``replacement`` not a bool, an input not a Tensor or of another
            dtype.
        ValueError: ``x`` not 1-D/2-D, ``numsamples`` not positive or (without replacement) above the row length,
            a negative weight or a row summing to 0.
    """

    def __init__(self, numsamples: int, replacement: bool = False) -> None:
        super().__init__("MultinomialWithReplacement")
        if isinstance(numsamples, bool) or not isinstance(numsamples, int):
            raise _errors.type_error(self.name, f"the 'numsamples' must be int, but got '{type(numsamples).__name__}'")
        validator.check_value_type("replacement", replacement, [bool], self.name)
        self.numsamples, self.replacement = numsamples, replacement
        self.attrs.update(numsamples=numsamples, replacement=replacement)

    def __call__(self, x: Tensor, seed: Tensor, offset: Tensor) -> Tensor:
        name = self.name
        t = _tensor_input(name, "x_dtype", x)
        s = _tensor_input(name, "seed_dtype", seed)
        o = _tensor_input(name, "offset_dtype", offset)
        _check_dtype(name, "x_dtype", t, _FLOATS)
        _check_dtype(name, "seed_dtype", s, (torch.int64,))
        _check_dtype(name, "offset_dtype", o, (torch.int64,))
        if t.dim() not in (1, 2):
            raise _errors.value_error(name, f"'x' must have a rank of 1 or 2, but got rank {t.dim()}.")
        if not self.replacement and self.numsamples > t.shape[-1]:
            raise _errors.value_error(
                name, f"the value of numsamples must equal or less than x_shape[-1], but got {self.numsamples}."
            )
        if self.numsamples <= 0:
            raise _errors.value_error(name, f"'numsamples' should be a nonnegative number, but got {self.numsamples}.")
        key = (int(s.item()), int(o.item()))
        g = self.__dict__.get("_stream")
        if g is None or key != self._key or key == (0, 0):  # the same seed and offset continue the stream
            g = _philox(self, *key)
        out = _K_random.multinomial_with_replacement_draws(t, self.numsamples, self.replacement, g)
        self._stream, self._key, self._leftover = g, key, g.words
        return _wrap(out)


class UniformCandidateSampler(Primitive):
    """``ops.UniformCandidateSampler(num_true, num_sampled, unique, range_max, seed=0,
    remove_accidental_hits=False)(true_classes)``: ``num_sampled`` classes uniform in ``[0, range_max)``.

    Mirrors ``mindspore.ops.UniformCandidateSampler`` (2.10, deprecated since 2.10.0). Returns
    ``(sampled_candidates, true_expected_count, sampled_expected_count)``: candidates of ``true_classes``' dtype
    (Int32/Int64, shape ``(batch, num_true)``), Float32 expected counts. The candidates are those MindSpore's CPU
    kernel draws: a ``minstd_rand0`` seeded with MindSpore's Philox mix of ``seed`` (0: a fresh seed), kept by
    the primitive, so successive calls continue its stream.

    Raises:
        TypeError: an argument of the wrong type, ``true_classes`` not an Int32/Int64 Tensor.
        ValueError: non-positive sizes, a negative seed, ``unique`` with ``num_sampled > range_max``,
            ``true_classes`` not 2-D with ``num_true`` columns.
    """

    def __init__(self, num_true: int, num_sampled: int, unique: bool, range_max: int, seed: int = 0,
                 remove_accidental_hits: bool = False) -> None:  # fmt: skip
        _deprecated("UniformCandidateSampler", "2.10.0")
        super().__init__("UniformCandidateSampler")
        name = self.name
        validator.check_value_type("num_true", num_true, [int], name)
        validator.check_value_type("num_sampled", num_sampled, [int], name)
        validator.check_value_type("unique", unique, [bool], name)
        validator.check_value_type("range_max", range_max, [int], name)
        validator.check_value_type("seed", seed, [int], name)
        validator.check_value_type("remove_accidental_hits", remove_accidental_hits, [bool], name)
        for arg, v in (("num_true", num_true), ("num_sampled", num_sampled), ("range_max", range_max)):
            if v <= 0:
                raise _errors.value_error(name, f"the value of {arg} should be > : 0, but got {v}.", sep="', ")
        if unique and num_sampled > range_max:
            raise _errors.value_error(
                name, f"the value of num_sampled should be <= value of range_max: {range_max}, but got {num_sampled}."
            )
        if seed < 0:
            raise _errors.value_error(name, f"the value of seed should be >= : 0, but got {seed}.")
        self.num_true, self.num_sampled, self.unique, self.range_max = num_true, num_sampled, unique, range_max
        self.seed, self.remove_accidental_hits = seed, remove_accidental_hits
        self.attrs.update(num_true=num_true, num_sampled=num_sampled, unique=unique, range_max=range_max, seed=seed,
                          remove_accidental_hits=remove_accidental_hits)  # fmt: skip
        self._engine = None

    def __call__(self, true_classes: Tensor) -> tuple:
        name = self.name
        t = _tensor_input(name, "true_classes", true_classes)
        _check_dtype(name, "true_classes", t, _INDEX)
        if t.dim() != 2:
            raise ValueError(f"For primitive[{name}], the dimension of input must be equal to 2, but got {t.dim()}.")
        if t.shape[1] != self.num_true:
            raise ValueError(
                f"For primitive[{name}], the num_true must be equal to {t.shape[1]}, but got {self.num_true}."
            )
        if self._engine is None:
            s = self.seed or _std.fresh_seeds(1)[0]
            self._engine = _std.Minstd(_std.mix_seeds(s, 0))
        out = _K_random.uniform_candidates_stream(
            self._engine, t, self.num_sampled, self.unique, self.range_max, self.remove_accidental_hits
        )
        return tuple(_wrap(o) for o in out)


_ND_DTYPES = (mstype.int32, mstype.int64, mstype.uint32, mstype.uint64)
_ND_SHAPE = (torch.int32, torch.int64, torch.uint32, torch.uint64)


class NonDeterministicInts(Primitive):
    """``ops.NonDeterministicInts(dtype=mstype.int64)(shape)``: integers over the whole range of ``dtype`` (Int32,
    Int64, UInt32, UInt64), of the shape given by the 1-D integer Tensor ``shape`` (at least 2 positive sizes).

    Mirrors ``mindspore.ops.NonDeterministicInts`` (2.10, deprecated since 2.8.0). As MindSpore's CPU kernel, the
    numbers come from a nondeterministic source: no seed repeats them.

    Raises:
        TypeError: ``dtype`` not one of the four, ``shape`` not an Int32/Int64/UInt32/UInt64 Tensor.
        ValueError: ``shape`` not 1-D, of fewer than 2 sizes, or with a non-positive size.
    """

    def __init__(self, dtype=mstype.int64) -> None:
        _deprecated("NonDeterministicInts", "2.8.0", "ops.randint_like")
        super().__init__("NonDeterministicInts")
        if dtype not in _ND_DTYPES:
            raise _errors.type_error(
                self.name,
                "the 'dtype' should be one of [mindspore.int32, mindspore.int64, mindspore.uint32, "
                f"mindspore.uint64], but got 'mindspore.{str(dtype).lower()}'.",
            )
        self.dtype = dtype
        self.attrs.update(dtype=dtype, side_effect_hidden=True)

    def __call__(self, shape: Tensor) -> Tensor:
        name = self.name
        s = _tensor_input(name, "shape", shape)
        _check_dtype(name, "shape", s, _ND_SHAPE)
        if s.dim() != 1:
            raise ValueError(f"For primitive[{name}], the shape's rank must be equal to 1, but got {s.dim()}.")
        sizes = [int(v) for v in s.tolist()]
        if any(v < -2 for v in sizes):
            raise ValueError(f"Shape should not have values less than -2 but got {tuple(sizes)}.")
        if len(sizes) < 2:
            raise _errors.value_error(name, "'shape' must be at least 2-dimensional.")
        if any(v <= 0 for v in sizes):
            raise _errors.value_error(name, "'shape' can't contain non-positive dim.")
        return _wrap(_K_random.non_deterministic_ints(tuple(sizes), to_torch_dtype(self.dtype)))


class SampleDistortedBoundingBoxV2(Primitive):
    """``ops.SampleDistortedBoundingBoxV2(seed=0, seed2=0, aspect_ratio_range=(0.75, 1.33), area_range=(0.05, 1.0),
    max_attempts=100, use_image_if_no_bounding_boxes=False)(image_size, bounding_boxes, min_object_covered)``: a
    random crop of an image that keeps part of its boxes.

    Mirrors ``mindspore.ops.SampleDistortedBoundingBoxV2`` (2.10, deprecated since 2.10.0). ``image_size``: the
    ``(height, width, channels)`` of the image (UInt8/Int8/Int16/Int32/Int64); ``bounding_boxes`` Float32
    ``(batch, N, 4)`` of ``(y_min, x_min, y_max, x_max)`` in [0, 1]; ``min_object_covered`` Float32 ``(1,)``.
    Returns ``(begin, size, bboxes)`` (``begin``/``size`` of ``image_size``'s dtype, ``size[2] == -1``; ``bboxes``
    Float32 ``(1, 1, 4)``): MindSpore's crop for the same nonzero seeds (its Philox stream keyed by ``seed`` at
    counter ``seed2``; both 0: fresh ones).

    Raises:
        TypeError: a seed not an int, a flag not a bool, an input of the wrong dtype.
        ValueError: ranges not of 2 positive values (``area_range`` in (0, 1]), ``max_attempts`` not positive,
            inputs of the wrong shapes, no boxes without ``use_image_if_no_bounding_boxes``.
        RuntimeError: MindSpore's messages for values out of range.
    """

    def __init__(self, seed: int = 0, seed2: int = 0, aspect_ratio_range=(0.75, 1.33), area_range=(0.05, 1.0),
                 max_attempts: int = 100, use_image_if_no_bounding_boxes: bool = False) -> None:  # fmt: skip
        _deprecated("SampleDistortedBoundingBoxV2", "2.10.0")
        super().__init__("SampleDistortedBoundingBoxV2")
        name = self.name
        for arg, v in (("seed", seed), ("seed2", seed2)):
            if isinstance(v, bool) or not isinstance(v, int):
                raise _errors.type_error(name, f"the type of '{arg}' must be 'int', but got '{type(v).__name__}'.")
        for arg, r in (("aspect_ratio_range", aspect_ratio_range), ("area_range", area_range)):
            validator.check_value_type(arg, r, [list, tuple], name)
            if len(r) != 2:
                raise ValueError(f"For primitive[{name}], the {arg} elements must be equal to 2, but got {len(r)}.")
        if aspect_ratio_range[0] <= 0 or aspect_ratio_range[1] <= 0:
            raise _errors.value_error(name, "aspect_ratio_range must be positive.")
        for v in area_range:
            if not 0 < v <= 1:
                raise ValueError(f"For primitive[{name}], the area_range value must be in (0,1], but got {v:g}.")
        validator.check_positive_int(max_attempts, "max_attempts", name)
        if not isinstance(use_image_if_no_bounding_boxes, bool):
            raise _errors.type_error(
                name,
                "the 'use_image_if_no_bounding_boxes' must be a bool, but got "
                f"{type(use_image_if_no_bounding_boxes).__name__}.",
            )
        self.seed, self.seed2, self.max_attempts = seed, seed2, max_attempts
        self.aspect_ratio_range, self.area_range = tuple(aspect_ratio_range), tuple(area_range)
        self.use_image_if_no_bounding_boxes = use_image_if_no_bounding_boxes
        self.attrs.update(seed=seed, seed2=seed2, aspect_ratio_range=self.aspect_ratio_range,
                          area_range=self.area_range, max_attempts=max_attempts,
                          use_image_if_no_bounding_boxes=use_image_if_no_bounding_boxes)  # fmt: skip

    def __call__(self, image_size: Tensor, bounding_boxes: Tensor, min_object_covered: Tensor) -> tuple:
        name = self.name
        img = _tensor_input(name, "image_size", image_size)
        boxes = _tensor_input(name, "bounding_boxes", bounding_boxes)
        cover = _tensor_input(name, "min_object_covered", min_object_covered)
        _check_dtype(name, "image_size", img, (torch.int16, torch.int32, torch.int64, torch.int8, torch.uint8))
        _check_dtype(name, "bounding_boxes", boxes, (torch.float32,))
        _check_dtype(name, "min_object_covered", cover, (torch.float32,))
        if img.numel() != 3:
            raise ValueError(
                f"For primitive[{name}], the image_size elements must be equal to 3, but got {img.numel()}."
            )
        if boxes.dim() != 3:
            raise ValueError(
                f"For primitive[{name}], the bounding_boxes dimension must be equal to 3, but got {boxes.dim()}."
            )
        g = _philox(self, self.seed, self.seed2)
        out = _K_random.sample_distorted_bounding_box(
            img, boxes, cover, g, self.aspect_ratio_range, self.area_range, self.max_attempts,
            self.use_image_if_no_bounding_boxes,
        )  # fmt: skip
        self._leftover = g.words
        return tuple(_wrap(o) for o in out)
