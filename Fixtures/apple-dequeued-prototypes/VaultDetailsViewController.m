#import "VaultDetailsViewController.h"

static NSString *const kFieldCell = @"FieldCell";
static NSString *const kLockCell = @"LockCell";

@implementation VaultDetailsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kLockCell];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return 3;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    if (indexPath.row == 2) {
        return [tableView dequeueReusableCellWithIdentifier:kLockCell forIndexPath:indexPath];
    }
    return [tableView dequeueReusableCellWithIdentifier:kFieldCell forIndexPath:indexPath];
}

@end
