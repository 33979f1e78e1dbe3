"""`mindspore.rewrite.ScopedValue` and `ValueType`: the values that nodes take and produce."""

from __future__ import annotations

from enum import Enum
from typing import Any

from ... import _checkparam as Validator


class ValueType(Enum):
    """The kind of a :class:`ScopedValue` (MindSpore's ``mindspore.rewrite.ValueType``): a constant, a
    container of values, a reference to a variable (``NamingValue``), another object (``CustomObjValue``) or an
    expression rewrite does not model (``UnsupportedValue``)."""

    ConstantValue = 0
    TupleValue = 20
    ListValue = 21
    DictValue = 22
    NamingValue = 40
    CustomObjValue = 41
    UnsupportedValue = 50


class ScopedValue:
    """A value with its scope: ``self.conv1`` is the naming value ``conv1`` in scope ``self``; ``x`` has the empty
    scope; ``2`` is a constant (MindSpore's ``mindspore.rewrite.ScopedValue``).

    Args:
        arg_type (ValueType): the kind of value.
        scope (str): the scope of a naming value. Default ``""``.
        value: the value itself (the name of a naming value). Default ``None``.

    Raises:
        TypeError: ``arg_type`` is not a ValueType or ``scope`` not a str.
    """

    def __init__(self, arg_type: ValueType, scope: str = "", value: Any = None) -> None:
        Validator.check_value_type("arg_type", arg_type, [ValueType], "ScopedValue")
        Validator.check_value_type("scope", scope, [str], "ScopedValue")
        self.type = arg_type
        self.scope = scope
        self.value = value

    @classmethod
    def create_variable_value(cls, value: Any) -> ScopedValue:
        """The ScopedValue of a Python value: a constant (None, int, float, str, bool), a tuple / list / dict of
        ScopedValues, or a custom object; its scope is empty."""
        if value is None or isinstance(value, (int, float, str, bool)):
            return cls(ValueType.ConstantValue, "", value)
        if isinstance(value, tuple):
            return cls(ValueType.TupleValue, "", tuple(cls.create_variable_value(v) for v in value))
        if isinstance(value, list):
            return cls(ValueType.ListValue, "", [cls.create_variable_value(v) for v in value])
        if isinstance(value, dict):
            items = {cls.create_variable_value(k): cls.create_variable_value(v) for k, v in value.items()}
            return cls(ValueType.DictValue, "", items)
        return cls(ValueType.CustomObjValue, "", value)

    @classmethod
    def create_naming_value(cls, name: str, scope: str = "") -> ScopedValue:
        """A reference to the variable ``name`` in ``scope`` (``create_naming_value("conv", "self")`` is
        ``self.conv``).

        Raises:
            TypeError: ``name`` or ``scope`` is not a str.
        """
        Validator.check_value_type("name", name, [str], "ScopedValue")
        Validator.check_value_type("scope", scope, [str], "ScopedValue")
        return cls(ValueType.NamingValue, scope, name)

    @staticmethod
    def create_name_values(
        names: list[str] | tuple[str, ...], scopes: list[str] | tuple[str, ...] | None = None
    ) -> list[ScopedValue]:
        """Naming values for ``names``, each in the scope at the same place of ``scopes`` (empty when None).

        Raises:
            TypeError: ``names`` or ``scopes`` is not a list or tuple of str.
            ValueError: ``scopes`` is given with another length than ``names``.
        """
        Validator.check_element_type_of_iterable("names", names, [str], "ScopedValue")
        if scopes is not None:
            Validator.check_element_type_of_iterable("scopes", scopes, [str], "ScopedValue")
            if len(names) != len(scopes):
                raise ValueError("Length of names should be equal to length of scopes")
        return [
            ScopedValue.create_naming_value(n, scopes[i] if scopes is not None else "") for i, n in enumerate(names)
        ]

    def __str__(self) -> str:
        if self.type == ValueType.ConstantValue:
            return str(self.value)
        if self.type == ValueType.NamingValue:
            return f"{self.scope}.{self.value}" if self.scope else str(self.value)
        if self.type == ValueType.CustomObjValue:
            return f"CustomObj: {self.value}"
        return f"Illegal ValueType: {self.type}"

    __repr__ = __str__

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if not isinstance(other, ScopedValue):
            return False
        return self.type == other.type and self.scope == other.scope and self.value == other.value

    def __hash__(self) -> int:
        return hash((self.type, self.scope, self.value))
