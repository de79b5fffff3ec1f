"""Write small PDFs for tests and benchmarks: each text run placed where it says (Helvetica)."""

from __future__ import annotations

# One text run: (x, y from the top, font size, bold, text). y is the baseline.
Run = tuple[float, float, float, bool, str]


def make_pdf(pages: list[list[Run]], scaled: bool = False) -> bytes:
    """A minimal PDF (Helvetica, WinAnsi) with every run placed where it says, A4 portrait.

    ``scaled``: each run set in a 1-pt font scaled to its size by the text matrix, as Word writes."""
    objects: list[bytes] = []
    height = 842
    kids = " ".join(f"{5 + 2 * i} 0 R" for i in range(len(pages)))
    objects.append(b"<< /Type /Catalog /Pages 2 0 R >>")
    objects.append(f"<< /Type /Pages /Kids [{kids}] /Count {len(pages)} >>".encode())
    objects.append(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>")
    objects.append(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>")
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
                    b"BT /%s %g Tf %g %g Td (%s) Tj ET" % (font.encode(), size, x, height - y, escaped)
                )
        stream = b"\n".join(ops)
        page = (
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 {height}] /Contents {6 + 2 * index} 0 R "
            "/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> >>"
        )
        objects.append(page.encode())
        objects.append(b"<< /Length %d >>\nstream\n%s\nendstream" % (len(stream), stream))
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
