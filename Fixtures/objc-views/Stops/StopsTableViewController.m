#import "StopsTableViewController.h"
#import "StopCell.h"

@implementation StopsTableViewController

- (instancetype)init {
    return [super initWithStyle:UITableViewStyleGrouped];
}

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.tableView registerClass:[StopCell class] forCellReuseIdentifier:@"Stop"];
    [self.tableView registerClass:NSClassFromString(@"ClearRouteCell") forCellReuseIdentifier:@"Route"];
}

@end
