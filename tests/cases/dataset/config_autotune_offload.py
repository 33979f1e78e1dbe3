# set_enable_autotune(True, path) checks the JSON path as MindSpore's ConfigManager does (a directory, a missing
# parent folder: RuntimeError, the switch still set); set_auto_offload / get_auto_offload keep a bool.
import os
import tempfile

import mindspore.dataset as ds

d = tempfile.mkdtemp()
cases = [
    (True, "/path/to/autotune_out"),
    (True, d),
    (True, d + "/"),
    (True, os.path.join(d, "missing", "out")),
    (True, os.path.join(d, "out")),
    (True, "rel_autotune_out"),
    (True, ""),
    (True, 5),
    ("yes", None),
    (False, "/path/to/autotune_out"),
    (True, None),
]
for en, fp in cases:
    ds.config.set_enable_autotune(False)
    try:
        ds.config.set_enable_autotune(en, fp)
        print("ok", ds.config.get_enable_autotune())
    except (RuntimeError, TypeError) as e:
        print(type(e).__name__, str(e).replace(d, "<D>"), ds.config.get_enable_autotune())
ds.config.set_enable_autotune(False)
print(ds.config.get_auto_offload())
ds.config.set_auto_offload(True)
print(ds.config.get_auto_offload())
ds.config.set_auto_offload(False)
print(ds.config.get_auto_offload())
for bad in (1, None, "True"):
    try:
        ds.config.set_auto_offload(bad)
    except TypeError as e:
        print("TypeError", e)
