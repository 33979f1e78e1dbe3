"""`mindspore.nn.layer`."""
