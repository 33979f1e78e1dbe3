"""Command-line tools of mindshim (``mindshim ckpt show|diff|convert``)."""
