"""`mindspore.nn.dynamic_lr`: functions returning per-step learning-rate lists."""
