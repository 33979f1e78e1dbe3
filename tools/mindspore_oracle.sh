#!/usr/bin/env bash
# Make (or reuse) the virtualenv holding real MindSpore 2.10.0 (CPU): the reference every golden is recorded from.
# Usage: bash tools/mindspore_oracle.sh [VENV_DIR]     (default: ~/.cache/mindshim/ms-oracle, where the recorders look)
# Prints the path of its python on the last line. MindSpore 2.10 needs numpy<2, so it lives apart from mindshim's
# own environment. The first run downloads about 800 MB.
set -euo pipefail
venv=${1:-${XDG_CACHE_HOME:-$HOME/.cache}/mindshim/ms-oracle}
if [[ ! -x $venv/bin/python ]] || ! "$venv/bin/python" -c "import mindspore" >/dev/null 2>&1; then
    mkdir -p "$(dirname "$venv")"
    python3 -m venv "$venv"
    "$venv/bin/pip" install -q "mindspore==2.10.0" "numpy<2" >&2
fi
# PyYAML: MindSpore's own test helpers (tests/st/ops/dynamic_shape/test_op_utils.py) import it; tools/heldout_tests.py
# runs those tests on both sides (mindshim's side borrows it from here)
"$venv/bin/python" -c "import yaml" >/dev/null 2>&1 || "$venv/bin/pip" install -q pyyaml >&2
"$venv/bin/python" -c "import mindspore; assert mindspore.__version__ == '2.10.0', mindspore.__version__" >&2
echo "$venv/bin/python"
