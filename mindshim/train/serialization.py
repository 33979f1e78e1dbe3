"""`mindspore.save_checkpoint` / `load_checkpoint` / `load_param_into_net`: MindSpore 2.10 `.ckpt` and safetensors files.

The `.ckpt` layout (see ``checkpoint_pb2``): one serialized ``Checkpoint`` message per parameter (per 512 MiB slice),
concatenated; optionally followed by a 17-byte CRC trailer ``b"crc_num" + crc32.to_bytes(10, "big")``, or wrapped
in AES-GCM / AES-CBC / SM4-CBC cipher blocks. Files written here are byte-identical to MindSpore's for the same
parameters (encrypted files differ only by their random IVs). Nothing here unpickles anything.
"""

from __future__ import annotations

from .. import _api
from .. import context  # noqa: F401  (MindSpore's serialization imports it; code reaches it there)
from .. import _checkparam as Validator  # noqa: F401  (MindSpore's serialization imports it so)
from ..common.parameter import Parameter  # noqa: F401  (reached through mindspore.train.serialization)
from ..common.tensor import Tensor  # noqa: F401  (reached through mindspore.train.serialization)
from .checkpoint_pb2 import Checkpoint  # noqa: F401  (MindSpore's serialization imports the .ckpt message class)

# the implementation, one module per job; every name stays importable from here, as code using MindSpore and
# this package's own callbacks and tools import them (public and private) from mindspore.train.serialization
from ._ckpt.checks import (  # noqa: F401
    _check_bool,
    _check_isinstance,
    _check_prefix,
    _whether_load_param,
)
from ._ckpt.crypto import (  # noqa: F401
    _check_key,
    _CIPHER_MAGICS,
    _crypto,
    _decrypt,
    ENCRYPT_BLOCK_SIZE,
    _encrypt_blocks,
    _is_cipher,
    _MAGIC,
)
from ._ckpt.distributed import (  # noqa: F401
    _parse_ckpt_proto,
    build_searched_strategy,
    load_distributed_checkpoint,
)
from ._ckpt.codec import (  # noqa: F401
    _available_memory,
    _bytes_to_torch,
    _CKPT_TO_TORCH,
    _CRC_TRAILER,
    _decode_records,
    _Entry,
    _Fallback,
    _fast_parse,
    _host_tensor,
    _load_ckpt,
    _proto_parse,
    _read_ckpt_bytes,
    _read_varint,
    _record_header,
    _records,
    SLICE_SIZE,
    _tensor_bytes,
    tensor_to_ms_type,
    _tensor_to_np_type,
    tensor_to_np_type,
    _to_entry,
    _varint,
    _write_ckpt,
)
from ._ckpt.safetensors import (  # noqa: F401
    _load_safetensors,
    _no_duplicate_keys,
    _order_metadata,
    _parse_safetensors,
    _safetensors_crc_bytes,
    _SAFETENSORS_TO_TORCH,
    _TORCH_TO_SAFETENSORS,
    _write_safetensors,
)
from ._ckpt.save import (  # noqa: F401
    async_ckpt_thread_status,
    _async_errors,
    _async_threads,
    _async_worker,
    _atomic_write,
    _check_append_dict,
    _check_save_file_name,
    _ckpt_mutex,
    _exec_save,
    _FILE_MODE,
    save_checkpoint,
    _save_obj_items,
    _wait_async_save,
    _wait_at_exit,
)
from ._ckpt.load import (  # noqa: F401
    _check_file,
    load_checkpoint,
    load_checkpoint_async,
    ParamDictFuture,
    _wait_for_pending_save,
)
from ._ckpt.params import (  # noqa: F401
    _FLOAT_TYPES,
    _INT_TYPES,
    _load_dismatch_prefix_params,
    load_param_into_net,
    merge_sliced_parameter,
    _planned_value,
    _update_param,
)
from ._ckpt.convert import (  # noqa: F401
    ckpt_to_safetensors,
    _convert_files,
    safetensors_to_ckpt,
)
from ._ckpt.export import (  # noqa: F401
    _check_key_mode_type,
    _DT_TENSOR,
    export,
    _graph_proto,
    _IR_DTYPE,
    load,
    _pb_field,
    _pb_tensor_type,
    _save_graph,
    _save_onnx,
)

__all__ = _api.names(__name__)
