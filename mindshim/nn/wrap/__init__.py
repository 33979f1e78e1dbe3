"""`mindspore.nn.wrap`."""
