"""`mindspore.mindrecord.common.exceptions`: the MindRecord exception classes, messages and error codes."""

from __future__ import annotations

from ... import _api

__all__ = _api.names(__name__)

# class name -> [exception number, base message], as MindSpore 2.10 defines them
EXCEPTIONS = {
    "UnknownError": [0, "Unknown Error."],
    "ParamTypeError": [1, "Param type is error."],
    "ParamValueError": [2, "Param value is error."],
    "ParamMissError": [3, "Param missing."],
    "PathNotExistsError": [4, "Path does not exist."],
    "DbConnectionError": [5, "Db connection is error."],
    "MRMOpenError": [100, "MindRecord could not open."],
    "MRMOpenForAppendError": [101, "MindRecord could not open for append."],
    "MRMInvalidPageSizeError": [102, "Failed to set page size."],
    "MRMInvalidHeaderSizeError": [103, "Failed to set header size."],
    "MRMSetHeaderError": [104, "Failed to set header."],
    "MRMWriteDatasetError": [105, "Failed to write dataset."],
    "MRMCommitError": [107, "Failed to commit."],
    "MRMLaunchError": [108, "Failed to launch."],
    "MRMFinishError": [109, "Failed to finish."],
    "MRMCloseError": [110, "Failed to close."],
    "MRMAddSchemaError": [111, "Failed to add schema."],
    "MRMAddIndexError": [112, "Failed to add index field."],
    "MRMBuildSchemaError": [113, "Failed to build schema."],
    "MRMGetMetaError": [114, "Failed to get meta info."],
    "MRMIndexGeneratorError": [115, "Failed to create index generator."],
    "MRMGenerateIndexError": [116, "Failed to generate index."],
    "MRMInitSegmentError": [117, "Failed to initialize segment."],
    "MRMFetchCandidateFieldsError": [118, "Failed to fetch candidate category fields."],
    "MRMReadCategoryInfoError": [119, "Failed to read category information."],
    "MRMFetchDataError": [120, "Failed to fetch data by category."],
    "MRMInvalidSchemaError": [200, "Schema is error."],
    "MRMValidateDataError": [201, "Raw data is valid."],
    "MRMDefineIndexError": [202, "Index field is error."],
    "MRMDefineBlobError": [203, "Blob field is error."],
    "MRMUnsupportedSchemaError": [204, "Schema is not supported."],
    "MRMDefineCategoryError": [205, "Category field is error."],
}

_SYS_ID = 0b00101010  # mindspore.mindrecord.common.constant.SYS_ID
_RT_HOST, _ERROR_CODE, _COMMON_LEVEL = 0b01, 0b01, 0b000


class MindRecordException(Exception):
    """Base class of MindRecord errors: ``str(e)`` is ``"[ClassName]: message"``, ``error_code`` the GE-style
    code built from the exception number. Mirrors ``mindspore.mindrecord.common.exceptions.MindRecordException``."""

    _MESSAGE: str | None = None  # a subclass's own message in place of its EXCEPTIONS one

    def __init__(self) -> None:
        super().__init__()
        item = EXCEPTIONS.get(self.__class__.__name__, EXCEPTIONS["UnknownError"])
        self._error_msg = item[1] if self._MESSAGE is None else self._MESSAGE
        self._error_code = MindRecordException.transform_error_code(item[0])

    def __str__(self) -> str:
        return f"[{self.__class__.__name__}]: {self._error_msg}"

    @property
    def error_msg(self) -> str:
        """The description of this error."""
        return self._error_msg

    @error_msg.setter
    def error_msg(self, msg: str) -> None:
        self._error_msg = msg

    @property
    def error_code(self) -> int:
        """The unique error number of this error."""
        return self._error_code

    @staticmethod
    def transform_error_code(exception_no: int) -> int:
        """The GE error code of a MindRecord exception number (runtime, type, level, system and module bits)."""
        mod_id = int(exception_no / 100) + 1
        return (
            ((0xFF & _RT_HOST) << 30)
            | ((0xFF & _ERROR_CODE) << 28)
            | ((0xFF & _COMMON_LEVEL) << 25)
            | ((0xFF & _SYS_ID) << 17)
            | ((0xFF & mod_id) << 12)
            | (0x0FFF & exception_no)
        )


class ParamTypeError(MindRecordException):
    """A parameter has the wrong type: ``Invalid parameter type. '<name>' expect <type> type.``"""

    def __init__(self, param_name: str, expected_type: str) -> None:
        super().__init__()
        self.error_msg = f"Invalid parameter type. '{param_name}' expect {expected_type} type."


class ParamMissError(MindRecordException):
    """A required parameter is missing."""

    def __init__(self, param_name: str) -> None:
        super().__init__()
        self.error_msg = f"Param missing. '{param_name}' is required."


class PathNotExistsError(MindRecordException):
    """A path does not exist."""

    def __init__(self, error_path: str) -> None:
        super().__init__()
        self.error_msg = f"Invalid path. {error_path}"


class _DetailError(MindRecordException):
    """A MindRecord error raised with one ``error_detail``, its message ``_MESSAGE`` with the detail in its ``{}``."""

    def __init__(self, error_detail: str) -> None:
        super().__init__()
        self.error_msg = self._MESSAGE.format(error_detail)


# The other MindRecord errors, as MindSpore 2.10 defines them. No ``_MESSAGE``: the base message of EXCEPTIONS and
# no arguments; a ``_DetailError``: raised with ``error_detail``, which fills its ``{}``; any other ``_MESSAGE``: no
# arguments, that message.


class UnknownError(MindRecordException):
    """An unknown MindRecord error."""


class ParamValueError(_DetailError):
    """A parameter has an invalid value: ``Invalid parameter value. <detail>``."""

    _MESSAGE = "Invalid parameter value. {}"


class DbConnectionError(_DetailError):
    """The index database cannot be used."""

    _MESSAGE = "Db connection is error. Detail: {}"


class MRMOpenError(MindRecordException):
    """A MindRecord file could not be opened (for writing: it exists and ``overwrite`` is False)."""

    _MESSAGE = "MindRecord File could not open successfully."


class MRMOpenForAppendError(MindRecordException):
    """A MindRecord file could not be opened for appending."""

    _MESSAGE = "MindRecord File could not open successfully for append."


class MRMInvalidPageSizeError(MindRecordException):
    """``set_page_size`` got a size outside [32KB, 256MB] or not a multiple of 4."""


class MRMInvalidHeaderSizeError(MindRecordException):
    """``set_header_size`` got a size outside [16KB, 128MB] or not a multiple of 4."""


class MRMSetHeaderError(MindRecordException):
    """The shard header could not be set."""


class MRMWriteDatasetError(MindRecordException):
    """Rows could not be written (e.g. a row larger than the page size)."""


class MRMCommitError(MindRecordException):
    """The files could not be flushed to disk."""


class MRMLaunchError(MindRecordException):
    """The reader could not be launched."""


class MRMFinishError(MindRecordException):
    """The reader could not finish."""


class MRMCloseError(MindRecordException):
    """A file could not be closed."""


class MRMAddSchemaError(MindRecordException):
    """The schema could not be added (e.g. a second schema)."""


class MRMAddIndexError(MindRecordException):
    """Index fields could not be added (e.g. a field not in the schema)."""


class MRMBuildSchemaError(MindRecordException):
    """The schema could not be built."""


class MRMGetMetaError(MindRecordException):
    """The header has no schema (``add_schema`` was not called)."""


class MRMIndexGeneratorError(MindRecordException):
    """The index generator could not be created."""


class MRMGenerateIndexError(MindRecordException):
    """The ``.db`` index could not be written."""


class MRMInitSegmentError(MindRecordException):
    """The segment reader could not be initialized."""


class MRMFetchCandidateFieldsError(MindRecordException):
    """Candidate category fields could not be fetched."""


class MRMReadCategoryInfoError(MindRecordException):
    """Category information could not be read."""


class MRMFetchDataError(MindRecordException):
    """Data could not be fetched by category."""


class MRMInvalidSchemaError(_DetailError):
    """The schema given to ``add_schema`` is invalid; the message says why."""

    _MESSAGE = "Schema format is error. Detail: {}"


class MRMValidateDataError(_DetailError):
    """Raw data does not match the schema."""

    _MESSAGE = "Raw data do not match the schema. Detail: {}"


class MRMDefineIndexError(_DetailError):
    """An index field is not of a primitive type."""

    _MESSAGE = "Failed to define index field. Detail: {}"


class MRMDefineBlobError(_DetailError):
    """A blob field is invalid."""

    _MESSAGE = "Failed to define blob field. Detail: {}"


class MRMUnsupportedSchemaError(_DetailError):
    """The schema is not supported (e.g. a shape that does not fit the data)."""

    _MESSAGE = "Schema is not supported. Detail: {}"


class MRMDefineCategoryError(_DetailError):
    """A category field is invalid."""

    _MESSAGE = "Failed to define category field. Detail: {}"
