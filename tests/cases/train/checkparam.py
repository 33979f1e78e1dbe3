# Checks mindspore._checkparam validators: return values, exception classes and messages.
from mindspore import _checkparam as validator

calls = [
    ("check_non_negative_float", (0.5, "lr", "Net")),
    ("check_non_negative_float", (-0.5, "lr", "Net")),
    ("check_non_negative_float", (1, "lr", "Net")),
    ("check_non_negative_float", (float("nan"), "lr")),
    ("check_positive_int", (3, "steps", "Net")),
    ("check_positive_int", (0, "steps", "Net")),
    ("check_positive_int", (2.0, "steps")),
    ("check_positive_int", (True, "steps", "Net")),
    ("check_positive_int", (-1,)),
    ("check_positive_float", (0.0, "x", "Net")),
    ("check_non_negative_int", (-2, "n", "Net")),
    ("check_non_negative_int", (0, "n")),
    ("check_int", (3, 4, validator.GE, "n", "Net")),
    ("check_int", (5, 4, validator.GE, "n", "Net")),
    ("check_int", (3, 4, validator.EQ, "n", "Net")),
    ("check_int", (3, 4, validator.NE, "n")),
    ("check_int", (3, 4, validator.LT)),
    ("check_equal_int", (3, 4, "n", "Net")),
    ("check_bool", (True, "flag", "Net")),
    ("check_bool", (1, "flag", "Net")),
    ("check_bool", (1,)),
    ("check_string", ("a", ["a", "b"], "mode", "Net")),
    ("check_string", ("c", ["a", "b"], "mode", "Net")),
    ("check_string", (3, ["a", "b"])),
    ("check_value_type", ("x", 3, [int], "Net")),
    ("check_value_type", ("x", 3, [float], "Net")),
    ("check_value_type", ("x", True, [int], "Net")),
    ("check_value_type", ("x", 3.0, [int, str], "Net")),
    ("check_value_type", ("x", 3.0, int)),
    ("check_int_range", (3, 0, 5, validator.INC_BOTH, "n", "Net")),
    ("check_int_range", (5, 0, 5, validator.INC_LEFT, "n", "Net")),
    ("check_int_range", (0, 0, 5, validator.INC_RIGHT, "n")),
    ("check_int_range", (0, 0, 5, validator.INC_NEITHER)),
    ("check_int_range", (1.0, 0, 5, validator.INC_BOTH, "n", "Net")),
    ("check_float_range", (0.5, 0.0, 1.0, validator.INC_NEITHER, "p", "Net")),
    ("check_float_range", (1.5, 0.0, 1.0, validator.INC_BOTH, "p", "Net")),
    ("check_float_range", (1, 0.0, 1.0, validator.INC_BOTH, "p", "Net")),
    ("check_is_float", (1.5, "p", "Net")),
    ("check_is_float", (1, "p", "Net")),
    ("check_is_float", (float("inf"), "p")),
    ("check_is_int", (2, "n", "Net")),
    ("check_is_int", (2.0, "n", "Net")),
    ("check_number", ("n", 3, 4, validator.GT, "Net")),
    ("check_number", ("n", 5, 4, validator.GT, "Net")),
    ("check_float", (0.5, 1.0, validator.GT, "x", "Net")),
    ("check_positive_int_sequence", ([1, 2, 0], "dims", "Net")),
]
for name, args in calls:
    try:
        r = getattr(validator, name)(*args)
        print(name, "->", repr(r))
    except (TypeError, ValueError) as e:
        print(name, type(e).__name__, e)

try:
    validator.check("x", 3, "y", 4, validator.EQ, "Net")
except ValueError as e:
    print("check ValueError", e)
try:
    validator.check("x", 3, "y", 4, validator.EQ, "Net", TypeError)
except TypeError as e:
    print("check TypeError", e)
print(validator.EQ, validator.NE, validator.LT, validator.LE, validator.GT, validator.GE)
print(
    validator.INC_NEITHER, validator.INC_LEFT, validator.INC_RIGHT, validator.INC_BOTH, validator.IN, validator.NOT_IN
)
