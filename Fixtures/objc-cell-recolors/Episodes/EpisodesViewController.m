#import "EpisodesViewController.h"
#import "EpisodeCellTags.h"
#import "EpisodeStyle.h"
#import "PodEpisode.h"

@implementation EpisodesViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = NSLocalizedString(@"Episodes", nil);
}

#pragma mark - Table view data source

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.episodes.count;
}

- (void)tableView:(UITableView *)tableView
      willDisplayCell:(UITableViewCell *)cell
    forRowAtIndexPath:(NSIndexPath *)indexPath {
    PodEpisode *episode = self.episodes[indexPath.row];
    if (episode.isNew) {
        cell.accessoryType = UITableViewCellAccessoryDetailButton;
        cell.backgroundColor = [UIColor secondarySystemBackgroundColor];
    }
    else {
        cell.accessoryType = UITableViewCellAccessoryNone;
        cell.backgroundColor = [UIColor secondarySystemBackgroundColor];
    }
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"episodeCell"];
    if (cell == nil) {
        NSArray *nib = [[NSBundle mainBundle] loadNibNamed:@"EpisodeCell" owner:self options:nil];
        cell = nib[0];
        UILabel *titleLabel = (UILabel *)[cell viewWithTag:EPISODE_CELL_TITLE];
        titleLabel.textColor = [UIColor labelColor];
        [EpisodeStyle styleSummaryInCell:cell];
    }
    PodEpisode *episode = self.episodes[indexPath.row];
    UILabel *dateLabel = (UILabel *)[cell viewWithTag:EPISODE_CELL_DATE];
    if (episode.isNew) {
        dateLabel.textColor = [UIColor systemBlueColor];
    }
    else {
        dateLabel.textColor = [UIColor secondaryLabelColor];
    }
    ((UILabel *)[cell viewWithTag:EPISODE_CELL_TITLE]).text = episode.title;
    return cell;
}

@end
