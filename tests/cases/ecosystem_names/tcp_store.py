# mint.distributed.TCPStore in one process (master and client): set / get of str and bytes, add as a counter,
# delete_key, a missing key's RuntimeError after the timeout, and the argument checks with MindSpore's texts.
import socket
from datetime import timedelta

from mindspore.mint.distributed.distributed import TCPStore


def attempt(tag, fn):
    try:
        print(tag, "ok", repr(fn()))
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).splitlines()[0] if str(e).strip() else "")


with socket.socket() as sock:
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
store = TCPStore("127.0.0.1", port, 1, True, timeout=timedelta(seconds=4))
print(store.host, store.port == port)
attempt("set", lambda: store.set("a", "xyz"))
attempt("get", lambda: store.get("a"))
attempt("set bytes", lambda: store.set("b", b"\x00\x01"))
attempt("get bytes", lambda: store.get("b"))
attempt("add", lambda: store.add("n", 3))
attempt("add again", lambda: store.add("n", -10))
attempt("get counter", lambda: store.get("n"))
attempt("delete", lambda: store.delete_key("a"))
attempt("delete again", lambda: store.delete_key("a"))
attempt("missing", lambda: store.get("a"))
attempt("host", lambda: TCPStore(1, 2))
attempt("port", lambda: TCPStore("h", "2"))
attempt("master", lambda: TCPStore("h", 2, is_master=1))
attempt("timeout", lambda: TCPStore("h", 2, timeout=3))
attempt("wait", lambda: TCPStore("h", 2, wait_for_workers=None))
attempt("world", lambda: TCPStore("h", 2, world_size=1.0))
attempt("port range", lambda: TCPStore("h", 70000))
attempt("world range", lambda: TCPStore("h", 2, world_size=0))
attempt("add key", lambda: store.add(1, 1))
attempt("add amount", lambda: store.add("k", "1"))
attempt("set key", lambda: store.set(1, "a"))
attempt("set value", lambda: store.set("k", 1))
attempt("get key", lambda: store.get(1))
attempt("delete key", lambda: store.delete_key(None))
