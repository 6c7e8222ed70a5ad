#import "ArchiveViewController.h"
#import "ArchiveCell.h"

static NSString *const kArchiveCellID = @"ArchiveCell";

@implementation ArchiveViewController

- (instancetype)init {
    self = [super initWithStyle:UITableViewStyleGrouped];
    if (self) {
        self.title = @"Archive";
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.tableView registerNib:[UINib nibWithNibName:kArchiveCellNibName bundle:nil]
         forCellReuseIdentifier:kArchiveCellID];
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    ArchiveCell *cell = (ArchiveCell *)[tableView dequeueReusableCellWithIdentifier:kArchiveCellID
                                                                       forIndexPath:indexPath];
    cell.titleLabel.text = @"Archived thread";
    return cell;
}

@end
