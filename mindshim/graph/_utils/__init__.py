"""`mindspore.graph._utils`: helpers MindSpore's Cells use when they are compiled."""
