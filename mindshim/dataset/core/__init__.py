"""`mindspore.dataset.core`: global dataset configuration."""
