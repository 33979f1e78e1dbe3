"""`mindspore.train.SummaryCollector`: accepted for compatibility; it records nothing."""

from __future__ import annotations

from typing import Any

from ._callback import Callback

__all__ = ["SummaryCollector"]


class SummaryCollector(Callback):
    """Accepts MindSpore's arguments and writes no summary files (MindInsight summaries are not produced).
    Mirrors the constructor of ``mindspore.train.SummaryCollector``; a known difference is that it is inert."""

    def __init__(self, summary_dir: str, collect_freq: int = 10, **kwargs: Any) -> None:
        super().__init__()
        self.summary_dir = summary_dir
        self.collect_freq = collect_freq
