"""`mindspore.ops.composite.multitype_ops`: MindSpore's type-dispatched composite implementations (``ones_like``)."""
