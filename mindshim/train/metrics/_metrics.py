"""The common metrics: Accuracy, Precision, Recall, Fbeta/F1, MAE, MSE, Loss, top-k accuracy, ConfusionMatrix."""

from __future__ import annotations

import sys

import numpy as np

from .metric import EvaluationBase, Metric, _check_onehot_data, rearrange_inputs
from ..._kernels import errors as _errors

__all__ = [
    "Accuracy",
    "Precision",
    "Recall",
    "Fbeta",
    "F1",
    "MAE",
    "MSE",
    "Loss",
    "TopKCategoricalAccuracy",
    "Top1CategoricalAccuracy",
    "Top5CategoricalAccuracy",
    "ConfusionMatrix",
]


def _need_two(name: str, inputs: tuple) -> None:
    if len(inputs) != 2:
        raise _errors.value_error(
            f"{name}.update", f"it needs 2 inputs (predicted value, true value), but got {len(inputs)}."
        )


def _no_samples(name: str) -> RuntimeError:
    return RuntimeError(
        f"The '{name}' can not be calculated, because the number of samples is 0, please check whether your "
        "inputs(predicted value, true value) are empty, or has called update method before calling eval method."
    )


def _check_bool(average, cls_name: str) -> None:
    if not isinstance(average, bool):
        raise _errors.type_error(cls_name, f"the type of 'average' should be bool, but got {type(average).__name__}.")


class Accuracy(EvaluationBase):
    """Fraction of samples whose argmax prediction equals the label (``'classification'``), or whose whole
    0/1 label vector matches (``'multilabel'``). ``update(y_pred, y)``: y_pred (N, C, ...), y (N, ...) indices
    or one-hot. ``eval()`` returns a Python/numpy float. Mirrors ``mindspore.train.Accuracy``.

    Raises:
        RuntimeError: from ``eval`` before any ``update``. ValueError: on shape mismatch or a change of class count.
    """

    def __init__(self, eval_type: str = "classification") -> None:
        super().__init__(eval_type)
        self.clear()

    def clear(self):
        """Reset the counts."""
        self._correct_num = 0
        self._total_num = 0
        self._class_num = 0

    @rearrange_inputs
    def update(self, *inputs):
        """Accumulate one batch ``(y_pred, y)``."""
        if len(inputs) != 2:
            raise _errors.value_error(
                "Accuracy.update", f"it needs 2 inputs (predicted value, true value), but got {len(inputs)}"
            )
        y_pred = self._convert_data(inputs[0])
        y = self._convert_data(inputs[1])
        if self._type == "classification" and y_pred.ndim == y.ndim and _check_onehot_data(y):
            y = y.argmax(axis=1)
        self._check_shape(y_pred, y)
        self._check_value(y_pred, y)
        if self._class_num == 0:
            self._class_num = y_pred.shape[1]
        elif y_pred.shape[1] != self._class_num:
            raise _errors.value_error(
                "Accuracy.update",
                "class number not match, last input predicted data contain "
                f"{self._class_num} classes, but current predicted data contain {y_pred.shape[1]} classes, please "
                "check your predicted value(inputs[0]).",
            )
        if self._type == "classification":
            result = (np.equal(y_pred.argmax(axis=1), y) * 1).reshape(-1)
        else:
            dim = y_pred.ndim - 1
            y_pred = y_pred.swapaxes(1, dim).reshape(-1, self._class_num)
            y = y.swapaxes(1, dim).reshape(-1, self._class_num)
            result = np.equal(y_pred, y).all(axis=1) * 1
        self._correct_num += result.sum()
        self._total_num += result.shape[0]

    def eval(self):
        """Correct / total."""
        if self._total_num == 0:
            raise RuntimeError(
                "The 'Accuracy' can not be calculated, because the number of samples is 0, please check whether "
                "your inputs(predicted value, true value) are empty, or has called update method before calling "
                "eval method."
            )
        return self._correct_num / self._total_num


class _PrecisionRecall(EvaluationBase):
    _name = ""
    _recall = False

    def __init__(self, eval_type: str = "classification") -> None:
        super().__init__(eval_type)
        self.eps = sys.float_info.min
        self.clear()

    def clear(self):
        """Reset the counts."""
        self._class_num = 0
        if self._type == "multilabel":
            self._true_positives = np.empty(0)
            self._denominator = np.empty(0)
            self._true_positives_average = 0
            self._denominator_average = 0
        else:
            self._true_positives = 0
            self._denominator = 0

    @rearrange_inputs
    def update(self, *inputs):
        """Accumulate one batch ``(y_pred, y)``."""
        _need_two(self._name, inputs)
        y_pred = self._convert_data(inputs[0])
        y = self._convert_data(inputs[1])
        if self._type == "classification" and y_pred.ndim == y.ndim and _check_onehot_data(y):
            y = y.argmax(axis=1)
        self._check_shape(y_pred, y)
        self._check_value(y_pred, y)
        if self._class_num == 0:
            self._class_num = y_pred.shape[1]
        elif y_pred.shape[1] != self._class_num:
            raise _errors.value_error(
                f"{self._name}.update",
                "class number not match, last input predicted data contain "
                f"{self._class_num} classes, but current predicted data contain {y_pred.shape[1]} classes, please "
                "check your predicted value(inputs[0])",
            )
        class_num = self._class_num
        if self._type == "classification":
            if y.max() + 1 > class_num:
                raise _errors.value_error(
                    f"{self._name}.update",
                    "predicted value (input[0]) should have the same classes number as "
                    f"true value (input[1]), but got predicted value classes {class_num}, true value classes "
                    f"{y.max() + 1}.",
                )
            y = np.eye(class_num)[y.reshape(-1)]
            y_pred = np.eye(class_num)[y_pred.argmax(axis=1).reshape(-1)]
        else:
            y_pred = y_pred.swapaxes(1, 0).reshape(class_num, -1)
            y = y.swapaxes(1, 0).reshape(class_num, -1)
        denominator = (y if self._recall else y_pred).sum(axis=0)
        true_positives = (y * y_pred).sum(axis=0)
        if self._type == "multilabel":
            self._true_positives_average += np.sum(true_positives / (denominator + self.eps))
            self._denominator_average += len(denominator)
            self._true_positives = np.concatenate((self._true_positives, true_positives), axis=0)
            self._denominator = np.concatenate((self._denominator, denominator), axis=0)
        else:
            self._true_positives += true_positives
            self._denominator += denominator

    def eval(self, average: bool = False):
        """Per-class values (numpy array), or their mean with ``average=True``."""
        if self._class_num == 0:
            raise RuntimeError(
                f"The '{self._name}' can not be calculated, because the number of samples is 0, please check "
                "whether your inputs (predicted value, true value) are empty, or has called update method before "
                "calling eval method."
            )
        _check_bool(average, self.__class__.__name__)
        result = self._true_positives / (self._denominator + self.eps)
        if average:
            if self._type == "multilabel":
                result = self._true_positives_average / (self._denominator_average + self.eps)
            return result.mean()
        return result


class Precision(_PrecisionRecall):
    """Precision TP / (TP + FP) per class (``eval(average=False)``) or averaged. ``update(y_pred, y)`` as in
    :class:`Accuracy`. Mirrors ``mindspore.train.Precision``."""

    _name = "Precision"


class Recall(_PrecisionRecall):
    """Recall TP / (TP + FN) per class (``eval(average=False)``) or averaged. Mirrors ``mindspore.train.Recall``."""

    _name = "Recall"
    _recall = True


class Fbeta(Metric):
    """F-beta score per class: (1 + b^2) TP / (b^2 (TP + FN) + TP + FP). ``eval(average=False)``.
    Mirrors ``mindspore.train.Fbeta``.

    Raises:
        ValueError: if ``beta`` is not positive.
    """

    def __init__(self, beta: float) -> None:
        super().__init__()
        self.eps = sys.float_info.min
        if not beta > 0:
            raise _errors.value_error("Fbeta", f"the argument 'beta' must be greater than 0, but got {beta}.")
        self.beta = beta
        self.clear()

    def clear(self):
        """Reset the counts."""
        self._true_positives = 0
        self._actual_positives = 0
        self._positives = 0
        self._class_num = 0

    @rearrange_inputs
    def update(self, *inputs):
        """Accumulate one batch ``(y_pred, y)``."""
        _need_two("Fbeta", inputs)
        y_pred = self._convert_data(inputs[0])
        y = self._convert_data(inputs[1])
        if y_pred.ndim == y.ndim and _check_onehot_data(y):
            y = y.argmax(axis=1)
        if self._class_num == 0:
            self._class_num = y_pred.shape[1]
        elif y_pred.shape[1] != self._class_num:
            raise _errors.value_error(
                "Fbeta.update",
                "class number not match, last input predicted data contain "
                f"{self._class_num} classes, but current predicted data contain {y_pred.shape[1]} classes, please "
                "check your predicted value(inputs[0]).",
            )
        class_num = self._class_num
        if y.max() + 1 > class_num:
            raise _errors.value_error(
                "Fbeta.update",
                "predicted value(inputs[0]) and true value(inputs[1]) should contain same "
                f"classes, but got predicted value contains {class_num} classes and true value contains "
                f"{y.max() + 1} classes.",
            )
        y = np.eye(class_num)[y.reshape(-1)]
        y_pred = np.eye(class_num)[y_pred.argmax(axis=1).reshape(-1)]
        self._true_positives += (y * y_pred).sum(axis=0)
        self._positives += y_pred.sum(axis=0)
        self._actual_positives += y.sum(axis=0)

    def eval(self, average: bool = False):
        """Per-class scores (numpy array), or their mean with ``average=True``."""
        _check_bool(average, self.__class__.__name__)
        if self._class_num == 0:
            raise _no_samples("Fbeta")
        b2 = self.beta**2
        fbeta = (1.0 + b2) * self._true_positives / (b2 * self._actual_positives + self._positives + self.eps)
        if average:
            return fbeta.mean()
        return fbeta


class F1(Fbeta):
    """F1 score (:class:`Fbeta` with beta 1). Mirrors ``mindspore.train.F1``."""

    def __init__(self) -> None:
        super().__init__(1.0)


class _MeanError(Metric):
    """A mean error over the samples (first axis) of ``(y_pred, y)`` batches (MAE, MSE): the running sum of
    ``_error(y - y_pred)`` is kept in MindSpore's attribute ``_sum_attr``, the count in ``_samples_num``."""

    _name = ""
    _sum_attr = ""

    def __init__(self) -> None:
        super().__init__()
        self.clear()

    def clear(self):
        """Reset the sums."""
        setattr(self, self._sum_attr, 0)
        self._samples_num = 0

    @rearrange_inputs
    def update(self, *inputs):
        """Accumulate one batch ``(y_pred, y)``."""
        _need_two(self._name, inputs)
        y_pred = self._convert_data(inputs[0])
        y = self._convert_data(inputs[1])
        error = np.float64(self._error(y.reshape(y_pred.shape) - y_pred).sum())  # numpy 1 promotion
        setattr(self, self._sum_attr, getattr(self, self._sum_attr) + error)
        self._samples_num += y.shape[0]

    def eval(self):
        """The mean error: the summed error over the number of samples."""
        if self._samples_num == 0:
            raise _no_samples(self._name)
        return getattr(self, self._sum_attr) / self._samples_num


class MAE(_MeanError):
    """Mean absolute error: sum |y - y_pred| / number of samples (first axis). Mirrors ``mindspore.train.MAE``."""

    _name = "MAE"
    _sum_attr = "_abs_error_sum"
    _error = staticmethod(np.abs)


class MSE(_MeanError):
    """Mean squared error: sum (y - y_pred)^2 / number of samples (first axis). Mirrors ``mindspore.train.MSE``."""

    _name = "MSE"
    _sum_attr = "_squared_error_sum"

    @staticmethod
    def _error(diff):
        return np.power(diff, 2)


class Loss(Metric):
    """Average of the loss values given to ``update(loss)`` (a scalar or 1-D loss; 1-D is averaged first).
    Mirrors ``mindspore.train.Loss``."""

    def __init__(self) -> None:
        super().__init__()
        self.clear()

    def clear(self):
        """Reset the sums."""
        self._sum_loss = 0
        self._total_num = 0

    @rearrange_inputs
    def update(self, *inputs):
        """Accumulate one loss value."""
        if len(inputs) != 1:
            raise _errors.value_error("Loss.update", f"it needs 1 input (loss), but got {len(inputs)}")
        loss = self._convert_data(inputs[0])
        if loss.ndim == 0:
            loss = loss.reshape(1)
        if loss.ndim != 1:
            raise _errors.value_error(
                "Loss.update", f"the dimension of your input (loss) must be 1, but got {loss.ndim}."
            )
        # float64 accumulation, as numpy 1 promotes `0 + float32 scalar` in MindSpore's own code.
        self._sum_loss += np.float64(loss.mean(-1))
        self._total_num += 1

    def eval(self):
        """The average loss."""
        if self._total_num == 0:
            raise RuntimeError(
                "The 'Loss' can not be calculated, because the number of samples is 0, please check whether has "
                "called update method before calling eval method."
            )
        return self._sum_loss / self._total_num


class TopKCategoricalAccuracy(Metric):
    """Fraction of samples whose label is among the ``k`` highest predictions.
    Mirrors ``mindspore.train.TopKCategoricalAccuracy``.

    Raises:
        TypeError: if ``k`` is not an int. ValueError: if ``k`` < 1.
    """

    def __init__(self, k: int) -> None:
        super().__init__()
        if not isinstance(k, int):
            raise _errors.type_error(
                "TopKCategoricalAccuracy", f"the type of the argument 'k' should be int, but got 'k' type: {type(k)}."
            )
        if k < 1:
            raise _errors.value_error(
                "TopKCategoricalAccuracy", f"the argument 'k' must be at least 1, but got 'k' value: {k}."
            )
        self.k = k
        self.clear()

    def clear(self):
        """Reset the counts."""
        self._correct_num = 0
        self._samples_num = 0

    @rearrange_inputs
    def update(self, *inputs):
        """Accumulate one batch ``(y_pred, y)``."""
        if len(inputs) != 2:
            raise _errors.value_error(
                "TopKCategoricalAccuracy.update",
                f"it needs 2 inputs (predicted value, true value), but got 'inputs' size: {len(inputs)}.",
            )
        y_pred = self._convert_data(inputs[0])
        y = self._convert_data(inputs[1])
        if y_pred.ndim == y.ndim and _check_onehot_data(y):
            y = y.argmax(axis=1)
        indices = np.argsort(-y_pred, axis=1)[:, : self.k]
        repeated_y = y.reshape(-1, 1).repeat(self.k, axis=1)
        self._correct_num += np.equal(indices, repeated_y).sum(axis=1).sum()
        self._samples_num += repeated_y.shape[0]

    def eval(self):
        """Correct / total."""
        if self._samples_num == 0:
            raise RuntimeError(
                "The 'TopKCategoricalAccuracy' can not be calculated, because the number of samples is 0, please "
                "check whether your inputs (predicted value, true value) are empty, or has called update method "
                "before calling eval method."
            )
        return self._correct_num / self._samples_num


class Top1CategoricalAccuracy(TopKCategoricalAccuracy):
    """Top-1 accuracy. Mirrors ``mindspore.train.Top1CategoricalAccuracy``."""

    def __init__(self) -> None:
        super().__init__(1)


class Top5CategoricalAccuracy(TopKCategoricalAccuracy):
    """Top-5 accuracy. Mirrors ``mindspore.train.Top5CategoricalAccuracy``."""

    def __init__(self) -> None:
        super().__init__(5)


class ConfusionMatrix(Metric):
    """``num_classes`` x ``num_classes`` confusion matrix (rows: true class, columns: predicted), as float64;
    ``normalize`` 'no_norm' (default), 'target', 'prediction' or 'all'; float predictions of the label's rank are
    thresholded at ``threshold``. Mirrors ``mindspore.train.ConfusionMatrix``.
    """

    def __init__(self, num_classes: int, normalize: str = "no_norm", threshold: float = 0.5) -> None:
        super().__init__()
        if not isinstance(num_classes, int) or isinstance(num_classes, bool):
            raise _errors.type_error(
                "ConfusionMatrix", f"the type of 'num_classes' should be int, but got {type(num_classes).__name__}."
            )
        if normalize not in ["target", "prediction", "all", "no_norm"]:
            raise _errors.value_error(
                "ConfusionMatrix",
                "the argument 'normalize' must be in ['all', 'prediction', 'label', "
                f"'no_norm'(None)], but got {normalize}.",
            )
        if not isinstance(threshold, float):
            raise _errors.type_error(
                "ConfusionMatrix", f"the type of 'threshold' should be float, but got {type(threshold).__name__}."
            )
        self.num_classes = num_classes
        self.normalize = normalize
        self.threshold = threshold
        self.clear()

    def clear(self):
        """Reset the matrix."""
        self.confusion_matrix = np.zeros((self.num_classes, self.num_classes))
        self._is_update = False

    @rearrange_inputs
    def update(self, *inputs):
        """Accumulate one batch ``(y_pred, y)``."""
        _need_two("ConfusionMatrix", inputs)
        y_pred = self._convert_data(inputs[0])
        y = self._convert_data(inputs[1])
        if not (y_pred.ndim == y.ndim or y_pred.ndim == y.ndim + 1):
            raise _errors.value_error(
                "ConfusionMatrix.update",
                "predicted value (input[0]) and true value (input[1]) should have same "
                "dimensions, or the dimension of predicted value equals the dimension of true value add 1, but got "
                f"predicted value ndim: {y_pred.ndim}, true value ndim: {y.ndim}.",
            )
        if y_pred.ndim == y.ndim + 1:
            y_pred = np.argmax(y_pred, axis=1)
        if y_pred.ndim == y.ndim and y_pred.dtype in (np.float16, np.float32, np.float64):
            y_pred = (y_pred >= self.threshold).astype(int)
        trans = (y.reshape(-1) * self.num_classes + y_pred.reshape(-1)).astype(int)
        bincount = np.bincount(trans, minlength=self.num_classes**2)
        self.confusion_matrix += bincount.reshape(self.num_classes, self.num_classes)
        self._is_update = True

    def eval(self):
        """The (normalized) matrix; NaNs from empty rows/columns become 0."""
        if not self._is_update:
            raise RuntimeError("Please call the 'update' method before calling 'eval' method.")
        cm = self.confusion_matrix.astype(float)
        if self.normalize == "no_norm":
            return cm
        with np.errstate(divide="ignore", invalid="ignore"):
            if self.normalize == "target":
                matrix = cm / cm.sum(axis=1, keepdims=True)
            elif self.normalize == "prediction":
                matrix = cm / cm.sum(axis=0, keepdims=True)
            else:
                matrix = cm / cm.sum()
        matrix[np.isnan(matrix)] = 0
        return matrix
