"""`mindspore.train.Dice`: the Dice coefficient of predicted and true masks."""

from __future__ import annotations

from ... import _api
from ... import _checkparam as validator
from .metric import Metric, rearrange_inputs
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)


class Dice(Metric):
    """Mean over ``update`` calls of ``2 * <y_pred, y> / (<y_pred, y_pred> + <y, y> + smooth)``, each call's value
    weighted as MindSpore does: summed per call and divided by the total number of samples (first axis).

    Mirrors ``mindspore.train.Dice`` (2.10). ``update(y_pred, y)``: same shapes. ``eval()`` returns a float.

    Args:
        smooth (float): > 0. Default 1e-5.

    Raises:
        TypeError/ValueError: bad ``smooth``; ValueError: not two inputs or different shapes; RuntimeError: ``eval``
        before ``update``.
    """

    def __init__(self, smooth: float = 1e-5) -> None:
        super().__init__()
        self.smooth = validator.check_positive_float(smooth, "smooth")
        self.clear()

    def clear(self) -> None:
        """Reset the sums."""
        self._dice_coeff_sum = 0
        self._samples_num = 0

    @rearrange_inputs
    def update(self, *inputs) -> None:
        """Add one batch ``(y_pred, y)``."""
        if len(inputs) != 2:
            raise _errors.value_error(
                "Dice.update", f"it needs 2 inputs (predicted value, true value), but got {len(inputs)}."
            )
        y_pred = self._convert_data(inputs[0])
        y = self._convert_data(inputs[1])
        self._samples_num += y.shape[0]
        if y_pred.shape != y.shape:
            raise _errors.value_error(
                "Dice.update",
                "predicted value (input[0]) and true value (input[1]) should have same shape, "
                f"but got predicted value shape: {y_pred.shape}, true value shape: {y.shape}.",
            )
        p, t = y_pred.flatten(), y.flatten()
        self._dice_coeff_sum += 2 * float(p @ t) / float(p @ p + t @ t + self.smooth)

    def eval(self) -> float:
        """The Dice coefficient."""
        if self._samples_num == 0:
            raise RuntimeError(
                "The 'Dice coefficient' can not be calculated, because the number of samples is 0, please check "
                "whether your inputs(predicted value, true value) are empty, or has called update method before "
                "calling eval method."
            )
        return self._dice_coeff_sum / float(self._samples_num)
