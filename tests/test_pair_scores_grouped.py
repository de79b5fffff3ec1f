"""Everyone's top-k partners ranked per item and year group (``projection._grouped_pairs``) equal
the ORACLE: the sparse product of all incidence rows with a per-row top-k, on random small
incidences with many ties, posts without dates, spans over 64 years and people sharing several
items (two, three or more). Both break ties by the partner first in the incidence's people (IRI order from
employer_incidence), so the pairs must be the same."""

from __future__ import annotations

import random
from datetime import date

import numpy as np
import pytest

from talentgraph.analysis import projection
from talentgraph.analysis.incidence import Incidence
from talentgraph.analysis.projection import pair_scores

TODAY = date(2025, 6, 1)


def _random_incidence(seed: int, first_year: int = 2000) -> Incidence:
    rng = random.Random(seed)
    people, items = rng.randint(2, 40), rng.randint(1, 8)
    inc = Incidence()
    for _ in range(rng.randint(1, 150)):
        y0 = rng.randint(first_year, 2012)
        y1 = y0 + rng.randint(-1, 5)
        start = f"{y0}-01-01" if rng.random() < 0.9 else None
        end = f"{y1}-06-30" if rng.random() < 0.8 else None
        inc.add(f"p{rng.randrange(people):03d}", f"i{rng.randrange(items)}", start, end)
    return inc


def _as_rows(pairs: tuple[np.ndarray, ...]) -> list[tuple[float, ...]]:
    return sorted(zip(*(p.tolist() for p in pairs), strict=True))


@pytest.mark.parametrize("seed", range(300))
def test_grouped_top_k_is_the_product_top_k(seed: int) -> None:
    inc = _random_incidence(seed, first_year=1900 if seed % 5 == 0 else 2000)
    for k in (1, 2, 3, 10):
        for min_score in (0.0, 3.0):
            grouped = projection._grouped_pairs(inc, k, min_score, TODAY)
            product = projection._product_pairs(inc, k, min_score, None, TODAY)
            assert _as_rows(grouped) == _as_rows(product), (k, min_score)


def test_the_oracle_sees_groups_ties_and_several_shared_items() -> None:
    """The random incidences exercise what the grouped ranking relies on."""
    crowded = several = three = tied = 0
    for seed in range(300):
        inc = _random_incidence(seed)
        ever = inc.matrix()
        crowded += int((np.diff(ever.tocsc().indptr) > 4).any())
        common = (ever @ ever.T).toarray()
        several += int((common >= 2).sum() > len(inc.people))
        three += int((common >= 3).sum() > len(inc.people))
        scores = projection._product_pairs(inc, 100, 0.0, None, TODAY)[2]
        tied += int(len(scores) > len(set(scores.tolist())))
    assert crowded > 200
    assert several > 100
    assert three > 50
    assert tied > 200


def test_ties_go_to_the_first_partner() -> None:
    inc = Incidence()
    for person in ("a", "b", "c", "d"):  # in IRI order, as employer_incidence keeps people
        inc.add(person, "acme", "2019-01-01", "2020-12-31")
    inc.add("a", "globex", "2010-01-01", "2010-12-31")
    inc.add("z", "globex", "2015-01-01", "2015-12-31")
    pairs = pair_scores(inc, k=1, today=TODAY)
    # a, b, c, d all score 3 together at acme: each one's single partner is the first other one
    assert [(p.a, p.b, p.score) for p in pairs] == [
        ("a", "b", 3.0),
        ("a", "c", 3.0),
        ("a", "d", 3.0),
        ("a", "z", 1.0),
    ]
    assert pairs == sorted(pair_scores(inc, k=1, today=TODAY), key=lambda p: (-p.score, p.a, p.b))


def test_a_pair_sharing_two_employers_scores_both() -> None:
    inc = Incidence()
    for person in ("a", "b"):
        inc.add(person, "acme", "2019-01-01", "2020-12-31")
        inc.add(person, "globex", "2021-01-01", "2021-12-31")
    for other in "cdefgh":  # a crowd at acme, so acme alone ranks by groups
        inc.add(other, "acme", "2019-01-01", "2020-12-31")
    best = pair_scores(inc, k=1, today=TODAY)[0]
    assert (best.a, best.b, best.score, best.details) == ("a", "b", 5.0, {"shared": 2.0, "years": 3.0})
    assert pair_scores(inc, k=1, person="a", today=TODAY)[0] == best


def test_a_person_with_hundreds_of_employers_is_ranked_by_the_product(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """One document listing 300 employers would cost the grouped ranking C(300, 3) rows: the
    sparse product ranks such a store instead, with the same answer."""
    inc = Incidence()
    for at in range(300):
        inc.add("wide", f"org{at:03d}", "2019-01-01", "2020-12-31")
    inc.add("other", "org007", "2019-01-01", "2019-12-31")

    def refuse(*_: object) -> None:
        raise AssertionError("the grouped ranking was asked")

    monkeypatch.setattr(projection, "_grouped_pairs", refuse)
    [best] = pair_scores(inc, k=1, today=TODAY)
    assert (best.a, best.b, best.details) == ("wide", "other", {"shared": 1.0, "years": 1.0})


@pytest.mark.parametrize("alone", [0, 10**9])
@pytest.mark.parametrize("seed", range(0, 300, 3))
def test_keys_ranked_alone_or_in_batches_agree(
    seed: int, alone: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every crowded key ranked by itself (``_item_candidates``) or all in small batches of keys
    (``_batch_candidates``) gives the oracle's pairs."""
    monkeypatch.setattr(projection, "_ALONE", alone)
    monkeypatch.setattr(projection, "_BATCH", 50)
    inc = _random_incidence(seed, first_year=1900 if seed % 5 == 0 else 2000)
    for k in (1, 3):
        grouped = projection._grouped_pairs(inc, k, 0.0, TODAY)
        product = projection._product_pairs(inc, k, 0.0, None, TODAY)
        assert _as_rows(grouped) == _as_rows(product), k
