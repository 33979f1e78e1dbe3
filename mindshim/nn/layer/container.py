"""Cell containers: `nn.SequentialCell`, `nn.CellList`, `nn.CellDict`."""

from __future__ import annotations

from ... import _api
from collections import OrderedDict, abc
from typing import Any, Iterator

from ..cell import Cell
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)


def _valid_index(cell_num: int, index: Any, op_name: str | None = None) -> int:
    p = _errors.subject(op_name)
    if not isinstance(index, int):
        raise TypeError(f"{p} type of 'index' must be int, but got {type(index).__name__}.")
    if not -cell_num <= index < cell_num:
        raise IndexError(f"{p} value of 'index' must be a number in range [{-cell_num}, {cell_num}), but got {index}.")
    return index % cell_num


def _valid_index_for_inserting(cell_num: int, index: Any, op_name: str | None = None) -> int:
    p = _errors.subject(op_name)
    if not isinstance(index, int):
        raise TypeError(f"{p} type of 'index' must be int, but got {type(index).__name__}.")
    if not -cell_num <= index <= cell_num:
        raise IndexError(f"{p} value of 'index' must be a number in range [{-cell_num}, {cell_num}], but got {index}.")
    return index % cell_num if (cell_num != 0 and index != cell_num) else index


def _valid_cell(cell: Any, op_name: str | None = None) -> bool:
    if isinstance(cell, Cell):
        return True
    p = _errors.message(op_name, "", sep="',") if op_name else ""
    raise TypeError(f"{p} each cell must be subclass of Cell, but got {type(cell).__name__}.")


def _get_prefix_and_index(cells: OrderedDict) -> tuple[str, int]:
    """The name prefix the container's parameters carry (e.g. 'net.layers.') and the index of the key in it."""
    prefix, index = "", 0
    if not cells:
        return prefix, index
    first_param = first_key = second_param = second_key = None
    for key, cell in cells.items():
        try:
            _, param = next(cell.parameters_and_names())
        except StopIteration:
            continue
        if first_param is None:
            first_param, first_key = param, key
            continue
        second_param, second_key = param, key
        break
    if first_param is None:
        return prefix, index
    split_names = first_param.name.split(".")
    for idx, name in enumerate(split_names):
        if name == first_key:
            prefix = ".".join(split_names[:idx])
            prefix = prefix + "." if prefix else prefix
            index = idx
            if second_param is not None and second_param.name.split(".")[idx] == second_key:
                break
    return prefix, index


def _replace_cells(container: Cell, new: OrderedDict) -> None:
    cells = container._cells
    cells.clear()
    cells.update(new)


class SequentialCell(Cell):
    """Run cells in order, each on the previous one's output. Mirrors ``mindspore.nn.SequentialCell`` (2.10).

    ``SequentialCell(*args)``: one list of cells, one OrderedDict (keys become the child names), one Cell,
    or several cells. List children are named '0', '1', ...; their parameters ``0.weight`` etc.
    Supports ``len``, indexing (int, negative, slice), ``seq[i] = cell``, ``del seq[i]`` and ``append``.

    Raises:
        TypeError: if the single argument is not a Cell/list/OrderedDict, or an element is not a Cell.
        IndexError: for an out-of-range index.
    """

    def __init__(self, *args: Any) -> None:
        super().__init__()
        self._is_dynamic_name = []
        if len(args) == 1:
            cells = args[0]
            if isinstance(cells, Cell):
                self._add(str(0), cells, True)
            elif isinstance(cells, list):
                for index, cell in enumerate(cells):
                    self._add(str(index), cell, True)
            elif isinstance(cells, OrderedDict):
                for name, cell in cells.items():
                    self._add(name, cell, False)
            else:
                raise _errors.type_error(
                    type(self).__name__,
                    f"the 'args[0]' must be Cell, list or orderedDict, but got {type(cells).__name__}",
                )
        else:
            for index, cell in enumerate(args):
                self._add(str(index), cell, True)
        self.cell_list = list(self._cells.values())

    def _add(self, name: str, cell: Any, dynamic: bool) -> None:
        if not isinstance(cell, Cell):
            raise _errors.type_error(
                "insert_child_to_cell",
                f"the argument 'child_cell' must be 'Cell' if not None, but got type {type(cell)}.",
            )
        self.insert_child_to_cell(name, cell)
        cell.update_parameters_name(name + ".")
        self._is_dynamic_name.append(dynamic)

    def __getitem__(self, index: int | slice) -> Cell:
        if isinstance(index, slice):
            return self.__class__(OrderedDict(list(self._cells.items())[index]))
        index = _valid_index(len(self), index, self.__class__.__name__)
        return list(self._cells.values())[index]

    def __setitem__(self, index: int, cell: Cell) -> None:
        cls_name = self.__class__.__name__
        if _valid_cell(cell, cls_name):
            prefix, _ = _get_prefix_and_index(self._cells)
            index = _valid_index(len(self), index, cls_name)
            key = list(self._cells.keys())[index]
            self._cells[key] = cell
            cell.update_parameters_name(prefix + key + ".")
            self.cell_list = list(self._cells.values())

    def __delitem__(self, index: int | slice) -> None:
        cls_name = self.__class__.__name__
        if isinstance(index, int):
            index = _valid_index(len(self), index, cls_name)
            key = list(self._cells.keys())[index]
            del self._cells[key]
            del self._is_dynamic_name[index]
        elif isinstance(index, slice):
            for key in list(self._cells.keys())[index]:
                del self._cells[key]
            del self._is_dynamic_name[index]
        else:
            raise _errors.type_error(
                cls_name, f"the type of index must be int type or slice type, but got {type(index).__name__}"
            )
        prefix, key_index = _get_prefix_and_index(self._cells)
        temp = OrderedDict()
        for idx, key in enumerate(self._cells.keys()):
            cell = self._cells[key]
            if self._is_dynamic_name[idx]:
                for _, param in cell.parameters_and_names():
                    param.name = prefix + str(idx) + "." + ".".join(param.name.split(".")[key_index + 1 :])
                temp[str(idx)] = cell
            else:
                temp[key] = cell
        _replace_cells(self, temp)
        self.cell_list = list(self._cells.values())

    def __bool__(self) -> bool:
        return len(self._cells) != 0

    def __len__(self) -> int:
        return len(self._cells)

    def __iter__(self) -> Iterator[Cell]:
        return iter(self._cells.values())

    def set_grad(self, flag: bool = True) -> SequentialCell:
        """Mark this cell and its children as needing gradients."""
        self.requires_grad = flag
        for cell in self._cells.values():
            cell.set_grad(flag)
        return self

    def append(self, cell: Cell) -> None:
        """Add ``cell`` at the end (named ``str(len(self))``). Mirrors ``SequentialCell.append``.

        Raises:
            TypeError: if ``cell`` is not a Cell.
        """
        if _valid_cell(cell, self.__class__.__name__):
            prefix, _ = _get_prefix_and_index(self._cells)
            cell.update_parameters_name(prefix + str(len(self)) + ".")
            self._is_dynamic_name.append(True)
            self._cells[str(len(self))] = cell
        self.cell_list = list(self._cells.values())

    def _insert(self, index: int, cell: Cell) -> None:
        """Insert ``cell`` before position ``index``, renumbering the later children (MindSpore's private helper)."""
        cls_name = self.__class__.__name__
        idx = _valid_index_for_inserting(len(self), index, cls_name)
        _valid_cell(cell, cls_name)
        length = len(self)
        prefix, key_index = _get_prefix_and_index(self._cells)
        while length > idx:
            if self._auto_prefix:
                tmp_cell = self._cells[str(length - 1)]
                for _, param in tmp_cell.parameters_and_names():
                    param.name = f"{prefix}{length}." + ".".join(param.name.split(".")[key_index + 1 :])
            self._cells[str(length)] = self._cells[str(length - 1)]
            length -= 1
        self._cells[str(idx)] = cell
        if self._auto_prefix:
            cell.update_parameters_name(prefix + str(idx) + ".")
        self.cell_list = list(self._cells.values())
        self._is_dynamic_name.insert(index, True)

    def construct(self, input_data: Any) -> Any:
        for cell in self.cell_list:
            input_data = cell(input_data)
        return input_data


class CellList(Cell):
    """A list of cells (children '0', '1', ...), for cells a network calls itself. Mirrors ``mindspore.nn.CellList``.

    ``CellList(cells=None, auto_prefix=True)``: indexing (int, negative, slice), ``len``, iteration, ``append``,
    ``extend``, ``insert``, ``+=``, ``cl[i] = cell``, ``del cl[i]``. Calling it raises NotImplementedError.

    Raises:
        TypeError: if ``extend`` gets a non-list, an element is not a Cell or is a CellDict, or an index is not an
            int/slice.
        IndexError: for an out-of-range index.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        auto_prefix = kwargs["auto_prefix"] if "auto_prefix" in kwargs else True
        Cell.__init__(self, auto_prefix)
        self.__cell_as_list__ = True
        if len(args) == 1:
            self.extend(args[0])

    def __getitem__(self, index: int | slice) -> Any:
        cls_name = self.__class__.__name__
        if isinstance(index, slice):
            return CellList(list(self._cells.values())[index])
        if isinstance(index, int):
            index = _valid_index(len(self), index, cls_name)
            return self._cells[str(index)]
        raise _errors.type_error(cls_name, f"the type of 'index' must be int or slice, but got {type(index).__name__}.")

    def __setitem__(self, index: int, cell: Cell) -> None:
        cls_name = self.__class__.__name__
        if not isinstance(index, int) and _valid_cell(cell, cls_name):
            raise _errors.type_error(cls_name, f"the type of 'index' must be int, but got {type(index).__name__}.")
        index = _valid_index(len(self), index, cls_name)
        if self._auto_prefix:
            prefix, _ = _get_prefix_and_index(self._cells)
            cell.update_parameters_name(prefix + str(index) + ".")
        self._cells[str(index)] = cell

    def __delitem__(self, index: int | slice) -> None:
        cls_name = self.__class__.__name__
        if isinstance(index, int):
            index = _valid_index(len(self), index, cls_name)
            del self._cells[str(index)]
        elif isinstance(index, slice):
            for key in list(self._cells.keys())[index]:
                del self._cells[key]
        else:
            raise _errors.type_error(
                cls_name, f"the type of 'index' must be int or slice, but got {type(index).__name__}."
            )
        prefix, key_index = _get_prefix_and_index(self._cells)
        temp = OrderedDict()
        for idx, cell in enumerate(self._cells.values()):
            if self._auto_prefix:
                for _, param in cell.parameters_and_names():
                    param.name = prefix + str(idx) + "." + ".".join(param.name.split(".")[key_index + 1 :])
            temp[str(idx)] = cell
        _replace_cells(self, temp)

    def __bool__(self) -> bool:
        return len(self._cells) != 0

    def __len__(self) -> int:
        return len(self._cells)

    def __iter__(self) -> Iterator[Cell]:
        return iter(self._cells.values())

    def __iadd__(self, cells: list) -> CellList:
        self.extend(cells)
        return self

    def insert(self, index: int, cell: Cell) -> None:
        """Insert ``cell`` before position ``index``. Mirrors ``CellList.insert``."""
        cls_name = self.__class__.__name__
        idx = _valid_index_for_inserting(len(self), index, cls_name)
        _valid_cell(cell, cls_name)
        length = len(self)
        prefix, key_index = _get_prefix_and_index(self._cells)
        while length > idx:
            if self._auto_prefix:
                tmp_cell = self._cells[str(length - 1)]
                for _, param in tmp_cell.parameters_and_names():
                    param.name = prefix + str(length) + "." + ".".join(param.name.split(".")[key_index + 1 :])
            self._cells[str(length)] = self._cells[str(length - 1)]
            length -= 1
        self._cells[str(idx)] = cell
        if self._auto_prefix:
            cell.update_parameters_name(prefix + str(idx) + ".")

    def extend(self, cells: list) -> CellList:
        """Append every cell of the list ``cells``. Mirrors ``CellList.extend``.

        Raises:
            TypeError: if ``cells`` is not a list, or holds a CellDict or a non-Cell.
        """
        cls_name = self.__class__.__name__
        if not isinstance(cells, list):
            raise _errors.type_error(
                cls_name, f"the new cells wanted to append should be instance of list, but got {type(cells).__name__}."
            )
        prefix, _ = _get_prefix_and_index(self._cells)
        for cell in cells:
            if isinstance(cell, CellDict):
                raise _errors.type_error(
                    cls_name, f"the type of cell can not be CellDict, but got {type(cell).__name__}."
                )
            if _valid_cell(cell, cls_name):
                if self._auto_prefix:
                    cell.update_parameters_name(prefix + str(len(self)) + ".")
                self._cells[str(len(self))] = cell
        return self

    def append(self, cell: Cell) -> None:
        """Add ``cell`` at the end. Mirrors ``CellList.append``."""
        if _valid_cell(cell, self.__class__.__name__):
            if self._auto_prefix:
                prefix, _ = _get_prefix_and_index(self._cells)
                cell.update_parameters_name(prefix + str(len(self)) + ".")
            self._cells[str(len(self))] = cell

    def set_grad(self, flag: bool = True) -> CellList:
        """Mark this cell and its children as needing gradients."""
        self.requires_grad = flag
        for cell in self._cells.values():
            cell.set_grad(flag)
        return self

    def construct(self, *inputs: Any) -> Any:
        raise NotImplementedError


class CellDict(Cell):
    """An ordered dict of named cells. Mirrors ``mindspore.nn.CellDict`` (2.10).

    ``CellDict(cells=None, auto_prefix=True)`` with a dict/OrderedDict/CellDict or an iterable of
    ``(key, cell)`` pairs. Supports ``[]``, ``del``, ``in``, ``len``, iteration over keys, ``keys``, ``values``,
    ``items``, ``update``, ``pop``, ``clear``. Calling it raises NotImplementedError.

    Raises:
        TypeError: for a non-str key, a None/non-Cell value, or a container cell as a value.
        KeyError: for a key that is empty, contains '.', or shadows a Cell attribute.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        auto_prefix = kwargs["auto_prefix"] if "auto_prefix" in kwargs else True
        Cell.__init__(self, auto_prefix)
        self.__cell_as_dict__ = True
        if len(args) == 1:
            self.update(args[0])

    def __getitem__(self, key: str) -> Cell:
        return self._cells[key]

    def __setitem__(self, key: str, cell: Cell) -> None:
        self._validate_key(key)
        self._validate_cell_type(cell)
        if self._auto_prefix:
            prefix, _ = _get_prefix_and_index(self._cells)
            cell.update_parameters_name(prefix + key + ".")
        self._cells[key] = cell

    def __delitem__(self, key: str) -> None:
        del self._cells[key]

    def __len__(self) -> int:
        return len(self._cells)

    def __iter__(self) -> Iterator[str]:
        return iter(self._cells)

    def __contains__(self, key: str) -> bool:
        return key in self._cells

    def _validate_key(self, key: Any) -> None:
        cls_name = self.__class__.__name__
        if not isinstance(key, str):
            raise _errors.type_error(cls_name, f"the type of key should be string but got {type(key).__name__}.")
        if hasattr(self, key) and key not in self._cells:
            raise _errors.op_error(
                KeyError, cls_name, f"the key can not be same with the attributes of Cell, but got key {key}."
            )
        if "." in key:
            raise _errors.op_error(KeyError, cls_name, f'key can not contain ".", but got key {key}')
        if key == "":
            raise _errors.op_error(KeyError, cls_name, f'key can not be empty string "", but got key {key}')

    def _validate_cell_type(self, cell: Any) -> None:
        cls_name = self.__class__.__name__
        if cell is None:
            raise _errors.type_error(cls_name, "cell can not be None.")
        if not isinstance(cell, Cell):
            raise _errors.type_error(cls_name, f"the type of cell should be Cell, but got {type(cell).__name__}.")
        if isinstance(cell, (CellDict, CellList, SequentialCell)):
            raise _errors.type_error(
                cls_name,
                f"the type of cell can not be CellDict, CellList or SequentialCell, but got {type(cell).__name__}.",
            )

    def clear(self) -> None:
        """Remove every cell."""
        self._cells.clear()

    def pop(self, key: str) -> Cell:
        """Remove ``key`` and return its cell."""
        value = self[key]
        del self[key]
        return value

    def keys(self):
        """The keys, in insertion order, as ``odict_keys`` (MindSpore keeps its cells in an OrderedDict; this is a
        view of a snapshot, where MindSpore's follows later changes)."""
        return OrderedDict(self._cells).keys()

    def values(self):
        """The cells, in insertion order, as ``odict_values`` (a snapshot's view, see :meth:`keys`)."""
        return OrderedDict(self._cells).values()

    def items(self):
        """The ``(key, cell)`` pairs, in insertion order, as ``odict_items`` (a snapshot's view, see :meth:`keys`)."""
        return OrderedDict(self._cells).items()

    def update(self, cells: Any) -> None:
        """Add cells from a mapping or an iterable of ``(key, cell)`` pairs. Mirrors ``CellDict.update``.

        Raises:
            TypeError: if ``cells`` is not iterable or an element is not iterable.
            ValueError: if an element is not a pair.
        """
        if not isinstance(cells, abc.Iterable):
            raise TypeError(
                "CellDict.update() should be called with an iterable of key-value pairs, but got "
                + type(cells).__name__
            )
        if isinstance(cells, (OrderedDict, CellDict, abc.Mapping)):
            for key, cell in cells.items():
                self[key] = cell
        else:
            for i, k_v in enumerate(cells):
                if not isinstance(k_v, abc.Iterable):
                    raise TypeError(
                        f"CellDict update sequence element #{i} should be Iterable; but got {type(k_v).__name__}"
                    )
                if len(k_v) != 2:
                    raise ValueError(
                        f"CellDict update sequence element #{i}, length should be 2; but has length {len(k_v)}"
                    )
                self[k_v[0]] = k_v[1]

    def construct(self, *inputs: Any) -> Any:
        raise NotImplementedError
