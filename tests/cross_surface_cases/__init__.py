"""Cross-surface cases: one table per op family of (op, inputs, one call expression per MindSpore surface).

Each module ``<family>.py`` here exports ``CASES``, a list of :class:`_harness.Case` built with
:func:`_harness.cases`. ``tools/record_cross_surface.py`` runs every case under real MindSpore 2.10 and writes
``tests/data/cross_surface/<family>.json``; ``tests/test_cross_surface.py`` runs the same table under mindshim
and compares each (op, inputs, surface) result, or exception class, with the recording. Adding a family is
adding a module; adding an op is one ``cases(...)`` call. A module may export ``KNOWN`` (case key -> reason):
the differences from MindSpore not built yet, expected to fail until they are.
"""
