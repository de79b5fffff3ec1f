"""Write small PDFs for tests and benchmarks: each text run placed where it says (Helvetica)."""

from __future__ import annotations

# One text run: (x, y from the top, font size, bold, text). y is the baseline.
Run = tuple[float, float, float, bool, str]


def make_pdf(
    pages: list[list[Run]],
    scaled: bool = False,
    to_unicode: dict[str, str] | None = None,
    stretch: float = 100,
    icon_font: str | None = None,
    bold_font: str | None = None,
) -> bytes:
    """A minimal PDF (Helvetica, WinAnsi) with every run placed where it says, A4 portrait.

    ``scaled``: each run set in a 1-pt font scaled to its size by the text matrix, as Word writes.
    ``to_unicode``: characters whose glyph the text layer reads as other text (a ligature: "~" read
    as "ffi"), through a ToUnicode map on both fonts. ``stretch``: horizontal scaling in percent.
    ``icon_font``: the bold runs are set in this (icon) font instead; ``bold_font`` likewise, for
    any other font (a small-caps font, say)."""
    objects: list[bytes] = []
    height = 842
    kids = " ".join(f"{5 + 2 * i} 0 R" for i in range(len(pages)))
    objects.append(b"<< /Type /Catalog /Pages 2 0 R >>")
    objects.append(f"<< /Type /Pages /Kids [{kids}] /Count {len(pages)} >>".encode())
    cmap = f" /ToUnicode {5 + 2 * len(pages)} 0 R" if to_unicode else ""
    for base in ("Helvetica", icon_font or bold_font or "Helvetica-Bold"):
        objects.append(
            f"<< /Type /Font /Subtype /Type1 /BaseFont /{base} /Encoding /WinAnsiEncoding{cmap} >>".encode()
        )
    for index, runs in enumerate(pages):
        ops = []
        for x, y, size, bold, text in runs:
            escaped = (
                text.encode("cp1252").replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)")
            )
            font = "F2" if bold else "F1"
            if scaled:
                place = b"BT /%s 1 Tf %g 0 0 %g %g %g Tm" % (font.encode(), size, size, x, height - y)
                ops.append(place + b" (%s) Tj ET" % escaped)
            else:
                ops.append(
                    b"BT /%s %g Tf %g Tz %g %g Td (%s) Tj ET"
                    % (font.encode(), size, stretch, x, height - y, escaped)
                )
        stream = b"\n".join(ops)
        page = (
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 {height}] /Contents {6 + 2 * index} 0 R "
            "/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> >>"
        )
        objects.append(page.encode())
        objects.append(b"<< /Length %d >>\nstream\n%s\nendstream" % (len(stream), stream))
    if to_unicode:
        chars = "".join(
            f"<{ord(c):02X}> <{text.encode('utf-16-be').hex().upper()}>\n" for c, text in to_unicode.items()
        )
        cmap_text = (
            "/CIDInit /ProcSet findresource begin 12 dict begin begincmap /CMapName /Test-UCS def "
            "/CMapType 2 def 1 begincodespacerange <00> <FF> endcodespacerange "
            f"{len(to_unicode)} beginbfchar\n{chars}endbfchar endcmap "
            "CMapName currentdict /CMap defineresource pop end end"
        ).encode()
        objects.append(b"<< /Length %d >>\nstream\n%s\nendstream" % (len(cmap_text), cmap_text))
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return bytes(out)
