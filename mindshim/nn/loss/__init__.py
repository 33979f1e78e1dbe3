"""`mindspore.nn.loss`."""
