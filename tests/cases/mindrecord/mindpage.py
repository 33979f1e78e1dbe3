# MindPage: categories of index fields (sorted by text, counted over all shards) and pages of rows by category.
import os

from mindspore.mindrecord import FileWriter, MindPage

os.makedirs("mr_page", exist_ok=True)
os.chdir("mr_page")  # the shard files are named relative to the working directory

w = FileWriter("mp3.mindrecord", 2, overwrite=True)
w.add_schema(
    {
        "name": {"type": "string"},
        "label": {"type": "int32"},
        "score": {"type": "float64"},
        "f": {"type": "float32"},
        "img": {"type": "bytes"},
    }
)
w.add_index(["score", "label", "name", "f"])
vals = [
    (f"b{i % 3}" if i % 2 else f"A{i % 4}", [11, 2, -3, 10, 0, 2][i % 6], [0.1, -1.5, 10.0, 2.0, 0.1][i % 5])
    for i in range(12)
]
w.write_raw_data([{"name": n, "label": l, "score": s, "f": s, "img": bytes([i])} for i, (n, l, s) in enumerate(vals)])
w.commit()
m = MindPage("mp3.mindrecord1", 1)
print(m.candidate_fields)
for f in m.candidate_fields:
    m.category_field = f
    print(f, m.read_category_info())
m.category_field = "label"
print(m.read_at_page_by_name("2", 0, 3))
print(m.read_at_page_by_name("2", 1, 3))
print(m.read_at_page_by_id(0, 0, 3))
m.category_field = "f"
print(m.read_at_page_by_id(1, 0, 3))
m.category_field = "name"
print(m.read_at_page_by_name("b1", 0, 1))
for fn in (
    lambda: m.read_at_page_by_id(7, 0, 1),
    lambda: m.read_at_page_by_name("zz", 0, 1),
    lambda: m.read_at_page_by_id(-1, 0, 1),
    lambda: m.read_at_page_by_name(1, 0, 1),
    lambda: m.read_at_page_by_id(0, 0, 0),
):
    try:
        print(fn())
    except Exception as e:
        print(type(e).__name__, e)
for bad in ("img", "", 3):
    try:
        m.category_field = bad
    except Exception as e:
        print(type(e).__name__, e)
m2 = MindPage(["mp3.mindrecord1"], 1)
m2.category_field = "label"
print(m2.read_category_info())
