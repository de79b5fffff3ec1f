"""top_counted_pairs picks the same partners, in the same order, as top_pairs (its row-by-row twin)."""

import numpy as np
import pytest
from scipy import sparse

from talentgraph.analysis.incidence import top_counted_pairs, top_pairs


@pytest.mark.parametrize("seed", range(8))
def test_top_counted_pairs_is_top_pairs_on_rows(seed: int) -> None:
    rng = np.random.default_rng(seed)
    for _ in range(50):
        n, m = int(rng.integers(1, 80)), int(rng.integers(1, 40))
        x = sparse.random(n, m, density=rng.random() * 0.5, format="csr", random_state=rng)
        x.data[:] = 1.0
        k = int(rng.integers(1, 7))
        rows = sorted(rng.choice(n, size=int(rng.integers(1, n + 1)), replace=False).tolist())
        block = int(rng.integers(1, 50))
        expected = top_pairs(x, k=k, rows=rows, block=block)
        got = top_counted_pairs(x, rows, k=k, block=block)
        for a, b in zip(expected, got, strict=True):
            assert a.dtype == b.dtype
            assert np.array_equal(a, b)
