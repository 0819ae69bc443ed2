"""A release's files on the local disk: downloaded once, checked by sha256, reused from the
cache, and a partial download resumed with a Range request."""

import hashlib
import importlib.util
import pickle
import shutil
import sys
import tempfile
import types
import unittest
from pathlib import Path
from unittest import mock

from harness import service

import hangar.torch_dataset
from hangar import ChecksumError, Release, TorchUnavailableError

release_id = ""
#: A cache the tests that need the files whole share (filled by the first of them).
first_cache = Path()


def setUpModule() -> None:
    global release_id, first_cache
    client = service().client()
    # One dataset of each kind the demo has accepted: video, recording, telemetry.
    picked = {}
    for dataset in client.datasets(status="accepted"):
        picked.setdefault(dataset["data_type"], dataset["id"])
    release_id = client.request(
        "POST", "/releases", json_body={"program": "software", "dataset_ids": sorted(picked.values())}
    )["id"]
    first_cache = Path(tempfile.mkdtemp(prefix="hangar-python-cache-"))
    unittest.addModuleCleanup(shutil.rmtree, first_cache, ignore_errors=True)


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


class ReleaseTest(unittest.TestCase):
    def setUp(self) -> None:
        self.client = service().client()

    def fresh_cache(self) -> Path:
        cache = Path(tempfile.mkdtemp(prefix="hangar-python-cache-"))
        self.addCleanup(shutil.rmtree, cache, ignore_errors=True)
        return cache

    def test_every_file_is_downloaded_once_verified_then_taken_from_the_cache(self) -> None:
        cache = self.fresh_cache()
        release = Release(self.client, release_id, cache_dir=cache)
        files = release.download()
        records = self.client.release(release_id)["manifest"]["records"]
        self.assertEqual([f.dataset_id for f in files], [r["record_id"] for r in records])
        self.assertGreaterEqual(len(files), 3)
        for file in files:
            self.assertEqual(file.origin, "download")
            self.assertEqual(sha256(file.path), file.sha256)
            self.assertEqual(file.size, self.client.dataset(file.dataset_id)["data_byte_size"])
            self.assertTrue(file.path.is_relative_to(cache))
            self.assertFalse(file.path.with_name(file.name + ".partial").exists())
        stamps = {f.path: f.path.stat().st_mtime_ns for f in files}

        again = list(Release(self.client, release_id, cache_dir=cache))
        self.assertEqual([f.origin for f in again], ["cache"] * len(files))
        self.assertEqual({f.path: f.path.stat().st_mtime_ns for f in again}, stamps)

    def test_a_truncated_partial_download_is_resumed_with_a_range_request(self) -> None:
        whole = Release(self.client, release_id, cache_dir=first_cache).download()[0]
        cache = self.fresh_cache()
        partial = cache / "sha256" / whole.sha256 / (whole.name + ".partial")
        partial.parent.mkdir(parents=True)
        partial.write_bytes(whole.path.read_bytes()[: whole.size // 2])
        release = Release(self.client, release_id, cache_dir=cache)
        file = release.fetch(release.records[0])
        self.assertEqual(file.origin, "resume")
        self.assertEqual(file.path.read_bytes(), whole.path.read_bytes())
        self.assertFalse(partial.exists())

    def test_a_partial_file_with_wrong_bytes_is_fetched_again_whole(self) -> None:
        whole = Release(self.client, release_id, cache_dir=first_cache).download()[0]
        cache = self.fresh_cache()
        partial = cache / "sha256" / whole.sha256 / (whole.name + ".partial")
        partial.parent.mkdir(parents=True)
        partial.write_bytes(b"\0" * (whole.size // 2))
        release = Release(self.client, release_id, cache_dir=cache)
        file = release.fetch(release.records[0])
        self.assertEqual(file.origin, "download")
        self.assertEqual(sha256(file.path), whole.sha256)

    def test_a_cached_file_changed_on_disk_is_caught_when_asked_to_verify(self) -> None:
        cache = self.fresh_cache()
        release = Release(self.client, release_id, cache_dir=cache, verify_cached=True)
        file = release.fetch(release.records[0])
        file.path.write_bytes(b"not the file")
        with self.assertRaises(ChecksumError):
            release.fetch(release.records[0])
        self.assertFalse(file.path.exists())
        self.assertEqual(release.fetch(release.records[0]).origin, "download")

    def test_a_file_whose_bytes_differ_from_the_release_is_refused(self) -> None:
        release = Release(self.client, release_id, cache_dir=self.fresh_cache())
        record = dict(release.records[0])
        record["file"] = {**record["file"], "sha256": "0" * 64}
        with self.assertRaisesRegex(ChecksumError, "no longer the one released"):
            release.fetch(record)

    @unittest.skipIf(importlib.util.find_spec("torch") is not None, "torch is installed here")
    def test_without_torch_the_dataset_asks_for_it_by_name(self) -> None:
        release = Release(self.client, release_id, cache_dir=self.fresh_cache())
        with self.assertRaisesRegex(TorchUnavailableError, "pip install torch"):
            release.as_torch_dataset()

    def test_the_torch_dataset_gives_each_worker_its_share_and_survives_pickling(self) -> None:
        # torch is not installed here: a stand-in with the two names the dataset uses.
        worker = None
        data = types.ModuleType("torch.utils.data")
        data.IterableDataset = type("IterableDataset", (), {})
        data.get_worker_info = lambda: worker
        torch = types.ModuleType("torch")
        torch.utils = types.ModuleType("torch.utils")
        torch.utils.data = data
        fake = {"torch": torch, "torch.utils": torch.utils, "torch.utils.data": data}
        self.addCleanup(setattr, hangar.torch_dataset, "_dataset_class", None)
        with mock.patch.dict(sys.modules, fake):
            release = Release(self.client, release_id, cache_dir=first_cache)
            ids = [r["record_id"] for r in release.records]
            dataset = release.as_torch_dataset(transform=lambda f: f.dataset_id)
            self.assertEqual(list(dataset), ids)
            self.assertEqual(len(dataset), len(ids))
            worker = types.SimpleNamespace(id=1, num_workers=2)
            self.assertEqual(list(dataset), ids[1::2])
            # A worker started by spawn gets the dataset pickled.
            copy = pickle.loads(pickle.dumps(release.as_torch_dataset()))
            self.assertEqual([f.sha256 for f in copy], [r["file"]["sha256"] for r in release.records[1::2]])

    @unittest.skipIf(importlib.util.find_spec("torch") is None, "torch is not installed here")
    def test_with_torch_a_data_loader_of_two_spawned_workers_reads_every_file_once(self) -> None:
        # The real IterableDataset, in worker processes started by spawn (as on macOS and Windows:
        # the dataset pickled to each), each taking its share, none a file twice.
        from torch.utils.data import DataLoader, IterableDataset

        self.addCleanup(setattr, hangar.torch_dataset, "_dataset_class", None)
        release = Release(self.client, release_id, cache_dir=self.fresh_cache())
        dataset = release.as_torch_dataset(transform=sha256_of)
        self.assertIsInstance(dataset, IterableDataset)
        loader = DataLoader(dataset, batch_size=None, num_workers=2, multiprocessing_context="spawn")
        self.assertEqual(
            sorted(loader), sorted(r["file"]["sha256"] for r in release.records)
        )


def sha256_of(file) -> str:
    """A transform a worker started by spawn can unpickle (a module-level function)."""
    return sha256(file.path)


if __name__ == "__main__":
    unittest.main()
