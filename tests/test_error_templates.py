"""The errors module's message templates give MindSpore's exact text.

Each template is checked against the messages real MindSpore 2.10 printed in the recorded goldens
(``tests/golden/**/*.out``) and cross-surface tables (``tests/data/cross_surface_messages``): every recorded
message of the template's form is parsed into its arguments, and the helper called with them must give the
recorded text back, byte for byte.
"""

from __future__ import annotations

import ast
import glob
import os
import re

import pytest
import torch

from mindshim._kernels import errors

ROOT = os.path.dirname(os.path.abspath(__file__))
_SOURCES = sorted(
    glob.glob(os.path.join(ROOT, "golden", "**", "*.out"), recursive=True)
    + glob.glob(os.path.join(ROOT, "data", "cross_surface_messages", "*.json"))
)
_TORCH = {"Float16": torch.float16, "Float32": torch.float32, "Float64": torch.float64, "Int32": torch.int32}
_TORCH.update({"Int64": torch.int64, "Int8": torch.int8, "UInt8": torch.uint8, "Bool": torch.bool})
_SAMPLE = {"int": 3, "float": 1.5, "str": "s", "bool": True, "NoneType": None, "tuple": (1,), "list": [1]}
_IMPLICIT = {"String": "a", 'None, value is "None"': None, "Tuple[Int64]": [1], "Tuple[Float32*2]": (1.0, 2.0)}
_TYPES = {"int": int, "float": float, "str": str, "bool": bool, "tuple": tuple, "list": list}


def _type(name: str) -> type:
    """The Python type a recorded message names: a builtin, or a stand-in class of that name (``Cell``, ...)."""
    return _TYPES.get(name) or type(name, (), {})


def _recorded(pattern: str) -> list[re.Match]:
    """Every distinct message of MindSpore's recordings that matches ``pattern`` (its text up to the line end)."""
    rx = re.compile(pattern)
    seen, out = set(), []
    for path in _SOURCES:
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
        for m in rx.finditer(text):
            if m.group(0) not in seen:
                seen.add(m.group(0))
                out.append(m)
    return out


OP = r"For '(?P<op>[A-Za-z0-9_.]+)', "

# (name, pattern of MindSpore's recorded text, the helper call rebuilt from a match)
CASES = [
    (
        "same_dtype_error",
        OP + r"the type of 'x2' should be same as 'x1', but got 'x1' with type Tensor\[(?P<a>\w+)\] and 'x2' with "
        r"type Tensor\[(?P<b>\w+)\]\.",
        lambda m: errors.same_dtype_error(m["op"], ("x1", "x2"), _TORCH[m["a"]], _TORCH[m["b"]]),
    ),
    (
        "number_error",
        OP + r"the '(?P<arg>\w+)' must be int and must (?P<rel>[<>=]+ -?\d+), but got '(?P<v>-?\d+)' with type 'int'\.",
        lambda m: errors.number_error(ValueError, m["op"], m["arg"], int(m["v"]), m["rel"]),
    ),
    (
        "not_one_of_error",
        OP + r"the '(?P<arg>\w+)' should be one of \[(?P<valid>mindspore\.[^\]]+)\], but got '(?P<got>[^']+)'\.",
        lambda m: errors.not_one_of_error(m["op"], m["arg"], m["valid"], m["got"]),
    ),
    (
        "choice_error",
        OP + r"the '(?P<arg>\w+)' must be in (?P<ch>\['[^\]]+'\]), but got (?P<v>\w+)\.",
        lambda m: errors.choice_error(m["op"], m["arg"], ast.literal_eval(m["ch"]), m["v"]),
    ),
    (
        "float_type_error",
        OP + r"the argument '(?P<arg>\w+)' must be type of float, but got '(?P=arg)' type: <class 'int'>\.",
        lambda m: errors.float_type_error(m["op"], m["arg"], 1),
    ),
    (
        "broadcast_to_error",
        r"For 'BroadcastTo', in order to broadcast, each dimension pair must be equal or input dimension is 1 or "
        r"target dimension is -1\. But got x_shape: (?P<x>\([^)]*\)), target shape: (?P<t>\([^)]*\))\.",
        lambda m: errors.broadcast_to_error(m["x"], m["t"]),
    ),
    (
        "must_be_error",
        r"(?:For '(?P<op>[A-Za-z0-9_.]+)', the|The) '(?P<arg>\w+)' must be (?P<req>a bool|an int|float|a positive int|"
        r"a number in range \[0, 1\]), but got (?P<got>[\w.<>' -]+?)\.(?=[\s\"]|$)",
        lambda m: errors.must_be_error(
            ValueError if m["req"] in ("a positive int", "a number in range [0, 1]") else TypeError,
            m["op"],
            m["arg"],
            m["req"],
            m["got"],
        ),
    ),
    (
        "matmul_dims_error",
        r"For 'MatMul' the input dimensions must be equal, but got 'x1_col': (?P<a>\d+) and 'x2_row': (?P<b>\d+)\.",
        lambda m: errors.matmul_dims_error(int(m["a"]), int(m["b"])),
    ),
    (
        "value_type_error",
        OP + r"the type of '(?P<arg>\w+)' should be '(?P<want>int|float|str|bool)', but got type "
        r"'(?P<got>int|float|str|bool|NoneType|tuple|list)'\.",
        lambda m: errors.value_type_error(m["arg"], _SAMPLE[m["got"]], (_TYPES[m["want"]],), m["op"]),
    ),
    (
        "value_type_error (several types)",
        OP + r"the type of '(?P<arg>\w+)' should be one of '\['(?P<a>\w+)', '(?P<b>\w+)'\]', but got type "
        r"'(?P<got>int|float|str|bool|NoneType|tuple|list)'\.",
        lambda m: errors.value_type_error(m["arg"], _SAMPLE[m["got"]], (_type(m["a"]), _type(m["b"])), m["op"]),
    ),
    (
        "implicit_error",
        OP + r"the (?P<i>\d+)th input (?P<name>\w+) can not be implicitly converted\. Its type is "
        r'(?P<kind>String|None, value is "None"|Tuple\[Int64\]|Tuple\[Float32\*2\])\. Only support Tensor or Scalar\.',
        lambda m: errors.implicit_error(m["op"], int(m["i"]), m["name"], _IMPLICIT[m["kind"]]),
    ),
]


@pytest.mark.parametrize("name,pattern,build", CASES, ids=[c[0] for c in CASES])
def test_template_gives_mindspores_recorded_text(name, pattern, build) -> None:
    found = _recorded(pattern)
    assert found, f"no recorded MindSpore message of the {name} form (pattern {pattern!r})"
    for m in found:
        assert str(build(m)) == m.group(0), f"{name} differs from MindSpore's recorded text"


def test_subject_and_sep_give_mindspores_openings() -> None:
    """``subject`` (the validators' ``For 'op', the`` / ``The``) and ``message``'s ``sep`` (``For 'op' attr ...``)
    rebuild MindSpore's recorded openings."""
    named = _recorded(OP + r"the '(?P<arg>\w+)' must be int and must (?P<rel>[<>=]+ -?\d+), but got '(?P<v>-?\d+)'")
    assert named
    for m in named:
        assert errors.subject(m["op"]) + m.group(0)[len(f"For '{m['op']}', the") :] == m.group(0)
    bare = _recorded(r"The '(?P<arg>\w+)' must be (int|float) and must [<>=]+ -?\d+, but got '[^']*' with type '\w+'\.")
    assert bare
    for m in bare:
        assert errors.subject(None) + m.group(0)[len("The") :] == m.group(0)
    attr = _recorded(r"For '(?P<op>\w+)' attr '(?P<rest>[^\n\"]+)")
    assert attr
    for m in attr:
        assert errors.message(m["op"], "attr '" + m["rest"], sep="' ") == m.group(0)
