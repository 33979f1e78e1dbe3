"""MindIR: reading, running and writing MindSpore's graph files (``mindspore.load`` / ``export``, ``nn.GraphCell``)."""
