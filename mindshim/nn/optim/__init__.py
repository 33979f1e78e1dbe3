"""`mindspore.nn.optim`."""
