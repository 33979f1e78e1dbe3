"""`mindspore.parallel.cluster`: the ``msrun`` launcher of multi-process jobs (over torch's elastic launcher)."""
