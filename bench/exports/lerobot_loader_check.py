"""Open a Hangar LeRobot export with LeRobot's own `LeRobotDataset` and read it all back.

    python lerobot_loader_check.py [--open-only] <layout v2.1|v3.0> <export dir> <LeRobot source tree>

The source tree is huggingface/lerobot at the commit of the layout (v2.1: e23b41e, the package
under `lerobot/common`; v3.0: f55c6e8, under `src/lerobot`), made with `git archive`. Every
frame of every episode is read through `ds[i]` with `video_backend="pyav"`; its bookkeeping
columns, task, feature shapes and decoded camera frames (each the file's own frame at its
timestamp) are checked; then `meta` statistics, batches through torch's `DataLoader`, one episode
through `episodes=[…]` and one window of `delta_timestamps`. What was read (each episode's first
and last values, its cameras' colours, the statistics) is in the output, for the caller to compare
with its sources. Prints one JSON object; exits 1 when an error was found.

`--open-only` is for exports of recordings whose values the caller does not know (files from
outside the repository, bench/exports/export-folder.ts): the same reads and checks, with besides
`info.json`'s totals against the episodes and every statistic finite, but not what was read of
each frame (values, colours), only per episode its length, tasks and the frames read.

Where the machine lacks what the LeRobot commit imports, a stand-in is put in its place and
named in the output's `stand_ins` (only when the real import fails, so an environment that has
the real package uses it):
- `jsonlines` (v2.1 reads its `meta/*.jsonl` with it): `open(path)` iterating `json.loads` of
  each line, strict on blank lines as the package is;
- `lerobot.common.robots` (v2.1; it imports draccus): `Robot` is only a type annotation for
  recording, never used when loading;
- datasets 3.x's column access when datasets is 4 or later (both commits are written for 3.x,
  the v3.0 one pins `datasets<=3.6`): `ds["timestamp"]` a list of the formatted column, where 4.0
  gives a lazy `Column` that v2.1's `torch.stack(self.hf_dataset["timestamp"])` refuses;
- `torchvision` when it cannot be imported (a CUDA build of it beside a CPU torch), and
  `torchvision.io.VideoReader` when it is gone (torchvision 0.28 has it no more): the
  pyav branch of torchvision 0.21's `VideoReader`, which LeRobot's `pyav` backend calls.
"""

import importlib.machinery
import json
import math
import os
import sys
import traceback
import types
from pathlib import Path

stand_ins: list[str] = []
BOOKKEEPING = ("timestamp", "frame_index", "episode_index", "index", "task_index")


def stand_in_module(name: str, package: bool = False) -> types.ModuleType:
    """A module that `importlib.util.find_spec` finds (datasets asks whether torchvision is there)."""
    module = types.ModuleType(name)
    module.__spec__ = importlib.machinery.ModuleSpec(name, None, is_package=package)
    if package:
        module.__path__ = []
    return module


def jsonlines_stand_in() -> types.ModuleType:
    module = stand_in_module("jsonlines")

    class Reader:
        def __init__(self, fp):
            self._fp = fp

        def __iter__(self):
            for n, line in enumerate(self._fp, 1):
                if not line.strip():
                    raise ValueError(f"line {n} contains only whitespace")
                yield json.loads(line)

        def read(self):
            return next(iter(self))

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self._fp.close()

    class Writer:
        def __init__(self, fp):
            self._fp = fp

        def write(self, obj):
            self._fp.write(json.dumps(obj, ensure_ascii=False) + "\n")

        def write_all(self, objs):
            for obj in objs:
                self.write(obj)

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self._fp.close()

    def open_(path, mode="r"):
        fp = open(path, mode, encoding="utf-8")
        return Reader(fp) if mode == "r" else Writer(fp)

    module.open = open_
    module.Reader = Reader
    module.Writer = Writer
    return module


class PyavVideoReader:
    """torchvision 0.21's `VideoReader`, its pyav branch (what `set_video_backend("pyav")` gives)."""

    def __init__(self, src, stream="video", num_threads=0):
        import av

        self.container = av.open(src, metadata_errors="ignore")
        stream_type = stream.split(":")[0]
        stream_id = 0 if len(stream.split(":")) == 1 else int(stream.split(":")[1])
        self.pyav_stream = {stream_type: stream_id}
        self._c = self.container.decode(**self.pyav_stream)

    def __next__(self):
        import av
        import torch

        try:
            frame = next(self._c)
            pts = float(frame.pts * frame.time_base)
            if "video" in self.pyav_stream:
                frame = torch.tensor(frame.to_rgb().to_ndarray()).permute(2, 0, 1)
            elif "audio" in self.pyav_stream:
                frame = torch.tensor(frame.to_ndarray()).permute(1, 0)
            else:
                frame = None
        except av.error.EOFError:
            raise StopIteration from None
        if frame.numel() == 0:
            raise StopIteration
        return {"data": frame, "pts": pts}

    def __iter__(self):
        return self

    def seek(self, time_s, keyframes_only=False):
        if time_s < 0:
            time_s = 0
        stream = self.container.streams.get(**self.pyav_stream)[0]
        offset = int(round(time_s / stream.time_base))
        self.container.seek(offset, backward=True, any_frame=False, stream=stream)
        self._c = self.container.decode(**self.pyav_stream)
        return self


def torchvision_stand_in() -> types.ModuleType:
    import numpy as np
    import torch

    for name in [m for m in sys.modules if m == "torchvision" or m.startswith("torchvision.")]:
        del sys.modules[name]
    tv = stand_in_module("torchvision", package=True)
    backend = {"name": "pyav"}
    tv.set_video_backend = lambda b: backend.__setitem__("name", b)
    tv.get_video_backend = lambda: backend["name"]
    io = stand_in_module("torchvision.io")
    io.VideoReader = PyavVideoReader
    transforms = stand_in_module("torchvision.transforms")

    class ToTensor:
        """A PIL picture as a float tensor, channels first, over 255 (LeRobot's image features)."""

        def __call__(self, picture):
            array = np.asarray(picture)
            if array.ndim == 2:
                array = array[:, :, None]
            return torch.from_numpy(array.copy()).permute(2, 0, 1).float().div(255)

    transforms.ToTensor = ToTensor
    tv.io = io
    tv.transforms = transforms
    sys.modules.update({"torchvision": tv, "torchvision.io": io, "torchvision.transforms": transforms})
    return tv


def datasets_3_columns() -> None:
    import datasets

    if int(datasets.__version__.split(".")[0]) < 4:
        return
    getitem = datasets.Dataset.__getitem__

    def column_as_list(self, key):
        return getitem(self, slice(None))[key] if isinstance(key, str) else getitem(self, key)

    datasets.Dataset.__getitem__ = column_as_list
    stand_ins.append(f"datasets 3.x column access (datasets {datasets.__version__})")


def prepare_imports(layout: str, source: Path) -> None:
    sys.path.insert(0, str(source if layout == "v2.1" else source / "src"))
    datasets_3_columns()
    try:
        import jsonlines  # noqa: F401
    except ImportError:
        sys.modules["jsonlines"] = jsonlines_stand_in()
        stand_ins.append("jsonlines")
    try:
        import torchvision
    except Exception:
        torchvision = torchvision_stand_in()
        stand_ins.append("torchvision (import failed)")
    if not hasattr(torchvision.io, "VideoReader"):
        torchvision.io.VideoReader = PyavVideoReader
        stand_ins.append("torchvision.io.VideoReader")
    if layout == "v2.1":
        try:
            import draccus  # noqa: F401
        except ImportError:
            robots = stand_in_module("lerobot.common.robots")
            robots.Robot = type("Robot", (), {})
            sys.modules["lerobot.common.robots"] = robots
            stand_ins.append("lerobot.common.robots (draccus)")


def load(layout: str):
    if layout == "v2.1":
        from lerobot.common.datasets.lerobot_dataset import LeRobotDataset
    else:
        from lerobot.datasets.lerobot_dataset import LeRobotDataset
    return LeRobotDataset


def episode_bounds(ds, layout: str) -> list[tuple[int, int, int]]:
    """(episode, first index, end index) of each episode, as the loader maps them."""
    if layout == "v2.1":
        out, start = [], 0
        for e in sorted(ds.meta.episodes):
            length = ds.meta.episodes[e]["length"]
            out.append((e, start, start + length))
            start += length
        return out
    episodes = ds.meta.episodes
    return [
        (
            int(episodes["episode_index"][i]),
            int(episodes["dataset_from_index"][i]),
            int(episodes["dataset_to_index"][i]),
        )
        for i in range(len(episodes))
    ]


def task_of(ds, layout: str, episode: int) -> list[str]:
    if layout == "v2.1":
        return ds.meta.episodes[episode]["tasks"]
    episodes = ds.meta.episodes
    row = [int(e) for e in episodes["episode_index"]].index(episode)
    return list(episodes["tasks"][row])


def plain(values) -> list:
    """A tensor's values for JSON: NaN (a channel the episode lacks) as null."""
    return [None if math.isnan(v) else round(v, 6) for v in values.reshape(-1).tolist()]


class StraightFrames:
    """An episode's video decoded in order with pyav, its frames timed from the episode's start.

    Read as the loader's frames come (by timestamp, in order), one frame held at a time, so an
    episode of a real camera (hundreds of 640 × 480 frames) is never held whole.
    """

    def __init__(self, ds, layout: str, episode: int, key: str):
        import av

        self.start = 0.0
        if layout == "v3.0":
            episodes = ds.meta.episodes
            row = [int(e) for e in episodes["episode_index"]].index(episode)
            self.start = float(episodes[f"videos/{key}/from_timestamp"][row])
        self.container = av.open(str(ds.root / ds.meta.get_video_file_path(episode, key)))
        self.frames = self.container.decode(video=0)
        self.current = None
        self.advance()

    def advance(self) -> None:
        frame = next(self.frames, None)
        self.current = None if frame is None else (float(frame.pts * frame.time_base) - self.start, frame)

    def at(self, t: float):
        """The file's frame within 1e-4 s of `t` as the loader gives it (channels first, 0..1), or None."""
        import torch

        while self.current is not None and self.current[0] < t - 1e-4:
            self.advance()
        if self.current is None or abs(self.current[0] - t) > 1e-4:
            return None
        return torch.tensor(self.current[1].to_rgb().to_ndarray()).permute(2, 0, 1).float() / 255

    def close(self) -> None:
        self.container.close()


def check(layout: str, root: Path, source: Path, open_only: bool = False) -> dict:
    import torch

    prepare_imports(layout, source)
    LeRobotDataset = load(layout)
    result = {"layout": layout, "root": str(root), "open_only": open_only, "stand_ins": stand_ins, "errors": []}
    errors = result["errors"]
    ds = LeRobotDataset(repo_id="hangar/export", root=root, video_backend="pyav")
    fps = ds.fps
    features = ds.meta.features
    cameras = list(ds.meta.video_keys)
    numeric = [k for k, f in features.items() if f["dtype"] not in ("video", "image", "string")]
    result.update(
        fps=fps,
        episodes=ds.num_episodes,
        frames=ds.num_frames,
        cameras=cameras,
        features={k: {"dtype": f["dtype"], "shape": list(f["shape"])} for k, f in features.items()},
    )
    frames_read = 0
    decoded = {k: 0 for k in cameras}
    read = []
    values = [k for k in numeric if k not in BOOKKEEPING]
    for episode, start, end in episode_bounds(ds, layout):
        tasks = task_of(ds, layout, episode)
        seen = {"episode": episode, "length": end - start, "tasks": tasks}
        if not open_only:
            seen["cameras_rgb"] = {k: [] for k in cameras}
        read.append(seen)
        straight = {}
        for k in cameras:
            try:
                straight[k] = StraightFrames(ds, layout, episode, k)
            except Exception as e:
                errors.append(f"episode {episode}: camera {k} not decoded: {type(e).__name__}: {str(e)[:300]}")
        read_before = frames_read
        for i in range(start, end):
            where = f"episode {episode} frame {i - start} (index {i})"
            try:
                item = ds[i]
            except Exception as e:
                errors.append(f"{where}: {type(e).__name__}: {str(e)[:400]}")
                continue
            frames_read += 1
            if i == start:
                seen["task"] = item.get("task")
                seen["first"] = {k: plain(item[k]) for k in values}
            if i == end - 1:
                seen["last"] = {k: plain(item[k]) for k in values}
            if int(item["episode_index"]) != episode:
                errors.append(f"{where}: episode_index {int(item['episode_index'])}")
            if int(item["frame_index"]) != i - start:
                errors.append(f"{where}: frame_index {int(item['frame_index'])}")
            if int(item["index"]) != i:
                errors.append(f"{where}: index {int(item['index'])}")
            if abs(float(item["timestamp"]) - (i - start) / fps) > 1e-4:
                errors.append(f"{where}: timestamp {float(item['timestamp'])} not {(i - start) / fps}")
            if item.get("task") not in tasks:
                errors.append(f"{where}: task {item.get('task')!r} not among the episode's {tasks}")
            for k in numeric:
                want = tuple(features[k]["shape"])
                got = tuple(item[k].shape)
                # A one-element column comes back as a scalar tensor.
                if got != want and not (want == (1,) and got == ()):
                    errors.append(f"{where}: {k} shape {got}, info.json says {want}")
            for k in cameras:
                frame = item.get(k)
                h, w, c = features[k]["shape"]
                if frame is None or tuple(frame.shape) != (c, h, w):
                    errors.append(f"{where}: camera {k} {None if frame is None else tuple(frame.shape)}")
                    continue
                if not (0 <= float(frame.min()) and float(frame.max()) <= 1):
                    errors.append(f"{where}: camera {k} outside [0, 1]")
                decoded[k] += 1
                if not open_only:
                    seen["cameras_rgb"][k].append([round(float(v), 3) for v in frame.mean(dim=(1, 2))])
                # The frame the loader gave is the file's frame at this timestamp, decoded straight.
                t = float(item["timestamp"])
                picture = straight[k].at(t) if k in straight else None
                if picture is None or float((picture - frame).abs().max()) > 1e-6:
                    errors.append(f"{where}: camera {k} is not the file's frame at {t} s")
        for reader in straight.values():
            reader.close()
        if open_only:
            seen["frames_read"] = frames_read - read_before
            for which in ("first", "last"):
                seen.pop(which, None)
    result.update(frames_read=frames_read, cameras_decoded=decoded, episodes_read=read)

    stats = ds.meta.stats or {}
    result["stats_keys"] = sorted(stats)
    # As the loader has them (v2.1: aggregated from the episodes'), to compare across layouts.
    result["stats"] = {
        k: {
            m: [round(float(v), 9) for v in s[m].reshape(-1)]
            for m in ("min", "max", "mean", "std")
            if m in s
        }
        for k, s in stats.items()
    }
    for k in numeric:
        s = stats.get(k)
        if s is None and layout == "v2.1" and "image" in k:
            # v2.1's aggregate_stats takes any key with "image" in it for a camera's (shape
            # (3, 1, 1)): such a feature's statistics are left out of the export (docs/exports.md).
            result.setdefault("notes", []).append(f"meta stats: {k} has none (v2.1: 'image' in its key)")
            continue
        if s is None:
            errors.append(f"meta stats: no {k}")
            continue
        for field in ("min", "max", "mean", "std"):
            v = s.get(field)
            if v is None:
                errors.append(f"meta stats: {k} has no {field}")
            elif tuple(v.shape) != tuple(features[k]["shape"]):
                errors.append(f"meta stats: {k}.{field} shape {tuple(v.shape)}, info.json says {tuple(features[k]['shape'])}")
    for k in cameras:
        if k in stats and tuple(stats[k]["mean"].shape) != (3, 1, 1):
            errors.append(f"meta stats: {k}.mean shape {tuple(stats[k]['mean'].shape)}")
    if open_only:
        open_only_checks(ds, root, stats, read, errors)

    # As training reads it: batches collated by torch's DataLoader (every frame's tensors alike).
    try:
        batches = 0
        for batch in torch.utils.data.DataLoader(ds, batch_size=8, shuffle=False, num_workers=0):
            batches += 1
        result["dataloader_batches"] = batches
    except Exception as e:
        errors.append(f"DataLoader: {type(e).__name__}: {str(e)[:400]}")

    # Only the last episode, as `LeRobotDataset(episodes=[…])` selects it. v3.0 at f55c6e8 still
    # loads every data file's frames whatever `episodes` says (its filter is on the metadata and
    # the videos), so there the episode's frames are looked for among all.
    try:
        episode, start, end = episode_bounds(ds, layout)[-1]
        one = LeRobotDataset(repo_id="hangar/export", root=root, video_backend="pyav", episodes=[episode])
        got = [int(one[i]["episode_index"]) for i in range(len(one))]
        if got.count(episode) != end - start or (layout == "v2.1" and len(got) != end - start):
            errors.append(f"episodes=[{episode}]: episode indices {sorted(set(got))}, {len(got)} frames")
        result["one_episode"] = {"frames_loaded": len(got), "of_the_episode": got.count(episode)}
    except Exception as e:
        errors.append(f"episodes=[…]: {type(e).__name__}: {str(e)[:400]}")

    # One window of two frames back and one ahead, on every feature a policy reads.
    # A feature the source named as LeRobot names a padding flag (CARLA's `action_is_pad`) is not
    # windowed, and the padding of `action` is not checked: the window's `action_is_pad` would be
    # the feature's values or the flag, whichever the loader writes last.
    flags = {f"{k}_is_pad" for k in features}
    keys = [k for k in numeric if k.startswith(("observation", "action")) and k not in flags] + cameras
    padded = [k for k in keys if f"{k}_is_pad" not in features]
    if len(padded) < len(keys):
        result.setdefault("notes", []).append(
            f"delta_timestamps: padding not checked for {sorted(set(keys) - set(padded))}, "
            "whose '_is_pad' is a feature of the source"
        )
    deltas = {k: [-2 / fps, -1 / fps, 0.0, 1 / fps] for k in keys}
    try:
        windowed = LeRobotDataset(
            repo_id="hangar/export", root=root, video_backend="pyav", delta_timestamps=deltas
        )
        episode, start, end = episode_bounds(windowed, layout)[-1]
        item = windowed[start]
        pads = {k: item[f"{k}_is_pad"].tolist() for k in padded}
        for k in keys:
            if len(item[k]) != 4:
                errors.append(f"delta_timestamps: {k} has {len(item[k])} steps")
            want_pad = [True, True, False, end - start < 2]
            if k in pads and pads[k] != want_pad:
                errors.append(f"delta_timestamps: {k} padding {pads[k]}, expected {want_pad}")
        last = windowed[end - 1]
        for k in cameras:
            if not torch.is_tensor(last[k]) or last[k].shape[0] != 4:
                errors.append(f"delta_timestamps: {k} at the last frame {getattr(last[k], 'shape', None)}")
        result["delta_timestamps"] = {"keys": keys, "first_frame_is_pad": pads}
    except Exception as e:
        errors.append(f"delta_timestamps: {type(e).__name__}: {str(e)[:400]}")
    return result


def open_only_checks(ds, root: Path, stats: dict, read: list, errors: list) -> None:
    """What holds of any export, whatever its sources: totals as counted, statistics finite."""
    import torch

    info = json.loads((root / "meta" / "info.json").read_text())
    lengths = sum(e["length"] for e in read)
    if info.get("total_episodes") != len(read):
        errors.append(f"info.json total_episodes {info.get('total_episodes')}, the metadata has {len(read)}")
    if info.get("total_frames") != lengths or ds.num_frames != lengths:
        errors.append(
            f"info.json total_frames {info.get('total_frames')}, the loader {ds.num_frames}, the episodes {lengths}"
        )
    for k, s in stats.items():
        for field in ("min", "max", "mean", "std"):
            v = s.get(field)
            if v is None:
                continue
            # As a policy's normalization takes them: a tensor (an object array, such as Python
            # makes of an integer literal past int64 in the JSON, is refused there).
            try:
                tensor = torch.as_tensor(v, dtype=torch.float64)
            except Exception as e:
                errors.append(f"meta stats: {k}.{field} not a tensor: {type(e).__name__}: {str(e)[:200]}")
                continue
            if not bool(torch.isfinite(tensor).all()):
                errors.append(f"meta stats: {k}.{field} not finite: {plain(tensor)[:12]}")


def main() -> int:
    args = [a for a in sys.argv[1:] if a != "--open-only"]
    open_only = len(args) < len(sys.argv) - 1
    layout, root, source = args[0], Path(args[1]), Path(args[2])
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    try:
        result = check(layout, root, source, open_only)
    except Exception as e:
        result = {
            "layout": layout,
            "root": str(root),
            "stand_ins": stand_ins,
            "errors": [f"{type(e).__name__}: {str(e)[:800]}"],
            "traceback": traceback.format_exc()[-3000:],
        }
    print(json.dumps(result))
    return 1 if result["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
