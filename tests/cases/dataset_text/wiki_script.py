# text.FilterWikipediaXML (MindSpore's pattern order: entities, digits, tags, letters with R dropped, other runs, newline rules; #redirect; only an array's first string) and text.UnicodeScriptTokenizer (ICU script runs, white space kept or dropped, byte offsets) over many strings, eager and in a pipeline, with their errors.
import string

import numpy as np

import mindspore.dataset as ds
import mindspore.dataset.text as text

op = text.FilterWikipediaXML()
tests = [
    "Welcome    to    China",
    "!!!",
    "ABC",
    "a<b>c</b>d",
    "x<ref name=a>r</ref>y",
    "1 23 4.5",
    "Café Über ŒUVRE",
    "a &amp; b &lt;c&gt; &nbsp; d",
    "[http://x.com link] text",
    "[[Image:foo.jpg|thumb|left|200px|caption here]] end",
    "[[Category:Big cats|x]] z",
    "[[fr:Chat]] q",
    "[[link|shown]] w",
    "{{cite web|a}} t",
    "{b} u",
    "#redirect Foo",
    "#x",
    " #x",
    "line1\n\nline2\n \nline3",
    "a\nb",
    "  lead trail  ",
    "",
    "tab\there",
    "MiXeD123Case",
    "a<b",
    "a>b",
    "&amp;lt;",
    "<!-- comment --> after",
    "word&x;word",
    "|thumb|right|12px",
    "ΑΒΓ δ",
    "日本 語",
    "a_b-c",
    "\n\nx\n",
    "x \n y",
    "#REDIRECT x",
    "text #redirect",
    "  #redirect",
    "A1B2",
]
for t in tests:
    try:
        print(repr(t), "->", repr(str(op(t))))
    except Exception as e:
        print(repr(t), type(e).__name__, str(e).splitlines()[0][:200])
for c in string.ascii_uppercase:
    print(c, repr(str(op("x" + c + "x"))), end="; ")
print()
for t in [
    "ÀÉÎ",
    "ÀbÉ",
    "straße",
    "İ",
    "ǅ",
    "Ⅻ",
    "ＡＢＣ",
    "x\u00a0y",
    "x\u2003y",
    "a\r\nb",
    "a\n\n\nb",
    "a \n\n b",
    "a\n b",
    "a\n\tb",
    "x\x00y",
    "é9",
    "<a\nb>c",
    "<a>b\n<c>d",
    "1\n2",
    "\n",
    " \n ",
    "x\n\ny\n\nz",
    "[[x]]\n\n[[y]]",
]:
    print(repr(t), "->", repr(str(op(t))))
for t in [
    "#ReDiReCt",
    "# redirect",
    "#redirection x",
    "redirect",
    "#Redirect",
    "xx#redirect",
    "<b>5</b>",
    "a<b>5",
    "x\ry<z\r>",
    "<a\u2028b>c",
    "&lt",
    "&#39;s",
    "a & b ; c",
]:
    print(repr(t), "->", repr(str(op(t))))
for v in [
    np.array(["A b", "C1", "dd"]),
    np.array(["xy", "ab"]),
    np.array(["Hello World", "b", "c", "d"]),
    np.array(["a"]),
    np.array([["Q1", "W2"], ["E3", "T4"]]),
]:
    print(repr(v), "->", repr(op(v)))
d = ds.NumpySlicesDataset(data=[["Ab Cd", "X9"], ["#redirect", "Zz"]], column_names=["text"], shuffle=False).map(
    operations=op
)
for item in d.create_dict_iterator(num_epochs=1, output_numpy=True):
    print(item["text"])
d = ds.NumpySlicesDataset(data=["Ab Cd", "R2-D2"], column_names=["text"], shuffle=False).map(operations=op)
for item in d.create_dict_iterator(num_epochs=1, output_numpy=True):
    print(repr(item["text"]))
for t in [
    "\n\nx",
    "x\n\n",
    " \n\nx",
    "x\n\n ",
    "\n x",
    "x \n",
    "\n\n\nx\n\n\n",
    "a #REDIRECT",
    "#REDIRECTx",
    "#REDIRECt",
    "#Redirect x",
    "#REdirect",
    "\tx\t",
    "\x0bx",
    "\u3000x\u3000",
    "x\u3000\n\ny",
]:
    print(repr(t), "->", repr(str(op(t))))


def attempt(tag, fn):
    try:
        print(tag, repr(fn()))
    except Exception as e:
        print(
            tag,
            type(e).__name__,
            str(e).splitlines()[0][:100],
            [l[:200] for l in str(e).splitlines() if "ERROR" in l][:1],
        )


op = text.FilterWikipediaXML()
attempt("int", lambda: op(np.array(1)))
attempt("bytes", lambda: op(b"ABC"))
attempt("list", lambda: op(["Ab", "C"]))
attempt("empty arr", lambda: op(np.array([], dtype=str)))
u = text.UnicodeScriptTokenizer
attempt("u arr", lambda: u()(np.array(["a b", "c"])))
attempt("u int", lambda: u()(np.array(1)))
attempt("u kw", lambda: u(keep_whitespace=1))
attempt("u wo", lambda: u(with_offsets="x"))
attempt("u none", lambda: u(None))
attempt("u empty", lambda: u()(""))
attempt("u empty off", lambda: u(with_offsets=True)(""))
attempt("u spaces", lambda: u()("   "))
attempt("u spaces keep", lambda: u(True)("   "))
strings = [
    "北 京",
    "123",
    "Chinese中国",
    "Hello, World!",
    "  lead  and trail  ",
    "a1b2",
    "abc123def",
    "Привет мир",
    "Ελληνικά text",
    "日本語のテキスト",
    "カタカナとひらがな",
    "한국어 텍스트",
    "e\u0301cole",
    "\u0301x",
    "مرحبا بالعالم",
    "שלום",
    "हिन्दी",
    "ไทยภาษา",
    "mixed-ÄÖÜ-äöü",
    "tab\tnew\nline",
    "x\u00a0y",
    "x\u3000y",
    "emoji😀ok",
    "😀😁",
    "a.b,c",
    "(αβ)",
    "1.5×2",
    "ꙮ",
    "𝔘𝔫𝔦",
    "Ⅻ roman",
    "ｆｕｌｌ",
    "ABC٣٤٥",
    "a\u200bb",
    "a\u200db",
    "\u0300",
    "",
    " ",
    "\n\t",
    "x" * 3 + " " * 3 + "y",
    "ǅungla",
    "ʼapostrophe",
    "İstanbul",
    "ßtraße",
    "ǃ!",
    "中文。标点！",
    "「引号」",
    "한글abc123中文",
    "ā̀b",
]
for keep in (False, True):
    op = text.UnicodeScriptTokenizer(keep_whitespace=keep, with_offsets=True)
    for s in strings:
        t, a, b = op(s)
        print(keep, repr(s), t.tolist(), a.tolist(), b.tolist(), t.dtype, a.dtype)
print(text.UnicodeScriptTokenizer()("a b").tolist(), text.UnicodeScriptTokenizer(True)("a b").tolist())
d = ds.NumpySlicesDataset(data=["北 京", "123", "欢 迎", "你"], column_names=["text"], shuffle=False)
d = d.map(
    operations=text.UnicodeScriptTokenizer(keep_whitespace=False, with_offsets=True),
    input_columns=["text"],
    output_columns=["token", "offsets_start", "offsets_limit"],
)
for item in d.create_dict_iterator(num_epochs=1, output_numpy=True):
    print(item["token"], item["offsets_start"], item["offsets_limit"])
d = ds.NumpySlicesDataset(data=["Welcome to Beijing!", "北京欢迎您！"], column_names=["text"], shuffle=False).map(
    operations=text.UnicodeScriptTokenizer()
)
for item in d.create_tuple_iterator(num_epochs=1, output_numpy=True):
    print(item[0])
