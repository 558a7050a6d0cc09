"""Write docs/openapi.json from the handlers (the drift test compares, never writes).

.venv/bin/python scripts/generate_openapi.py
"""

from __future__ import annotations

from pathlib import Path

from handlers.http.openapi import render_openapi

TARGET = Path(__file__).resolve().parent.parent / "docs" / "openapi.json"


def main() -> int:
    TARGET.write_text(render_openapi(), encoding="utf-8")
    print(f"wrote {TARGET}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
