"""The checkpoint and export machinery behind `mindspore.train.serialization`, one module per job."""
