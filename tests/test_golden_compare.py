"""The golden comparer itself: complex numbers compared as numbers, per-line case tolerances, text exactly."""

from __future__ import annotations

import pytest

from golden_compare import compare, parse_sensitive, tokenize


def test_imaginary_part_is_a_number_token():
    assert tokenize("-0.45833334+0.649519j") == [("num", "-0.45833334"), ("num", "+0.649519j")]
    assert tokenize("[1. +0.j  0.5-1.5j]") == [("txt", "["), ("num", "1."), ("num", "+0.j"), ("num", "0.5"),
                                               ("num", "-1.5j"), ("txt", "]")]  # fmt: skip
    assert tokenize("(1+2j)") == [("txt", "("), ("num", "1"), ("num", "+2j"), ("txt", ")")]


def test_complex_parts_within_tolerance_match():
    # numpy prints the shortest float32 repr: one ulp more and the column widths shift
    exp = "[[ 1.25      +0.j          0.375     -0.21650635j]\n [-0.45833334+0.649519j   -0.45833334-0.649519j  ]]"
    got = "[[ 1.25      +0.j          0.375     -0.21650635j]\n [-0.45833334+0.6495191j  -0.45833334-0.6495191j ]]"
    assert compare(exp, got) is None


def test_complex_parts_outside_tolerance_or_of_other_kind_differ():
    assert "number expected +3.j got +3.1j" in compare("[1.+3.j]", "[1.+3.1j]")
    assert compare("[1.-3.j]", "[1.+3.j]") is not None  # the sign of the imaginary part counts
    assert "imaginary" in compare("x 3.j", "x 3.")
    assert "real" in compare("x 3.", "x 3.j")
    assert compare("(1+2j)", "(1+3j)") is not None
    assert "integer-looking" in compare("(1+2j)", "(1+2.0j)")
    assert compare("[2.+0.j]", "[2.+0.j]", mode="structure") is None
    assert compare("[2.+0.j]", "[2.+0.j 1.]", mode="structure") is not None


def test_sensitive_widens_only_the_lines_it_names():
    rules = parse_sensitive(
        "# a case\n# sensitive: /^Adam / rtol=0.05 -- measured spread 1.8% (loss), see the case\nimport numpy\n"
    )
    assert len(rules) == 1 and rules[0].rtol == 0.05 and rules[0].atol == 1e-5
    exp = "SGD 0.030248\nAdam 0.023305 [-0.13245]\n"
    assert compare(exp, "SGD 0.030248\nAdam 0.023726 [-0.12865]\n", sensitive=rules) is None
    assert compare(exp, "SGD 0.030248\nAdam 0.023726 [-0.12865]\n") is not None  # not without the marker
    assert compare(exp, "SGD 0.030248\nAdam 0.03 [-0.12865]\n", sensitive=rules) is not None  # beyond the spread
    assert compare(exp, "SGD 0.0303\nAdam 0.023305 [-0.13245]\n", sensitive=rules) is not None  # other lines: default
    assert compare("Adam x", "Adam y", sensitive=rules) is not None  # text stays exact


def test_sensitive_marker_with_atol_and_malformed_markers():
    (rule,) = parse_sensitive("# sensitive: /seed\\d/ rtol=0 atol=3 -- pixels at the border\n")
    assert rule.pattern.search("RandomPerspective seed0 ...") and rule.atol == 3.0
    assert compare("seed0 100 200\nx 5", "seed0 103 197\nx 5", sensitive=[rule]) is None
    assert compare("seed0 100 200\nx 5", "seed0 104 200\nx 5", sensitive=[rule]) is not None
    for bad in ("# sensitive: Adam rtol=0.1 -- why", "# sensitive: /Adam/ rtol=0.1", "# sensitive: /Adam/ -- why"):
        with pytest.raises(ValueError, match="malformed marker"):
            parse_sensitive(bad)
