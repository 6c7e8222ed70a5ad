#import "ContactsViewController.h"
#import "ContactCell.h"
#import "GroupHeaderView.h"
#import "SettingsViewController.h"

static NSString *const kContactCellID = @"ContactCell";

@implementation ContactsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.tableView registerNib:[UINib nibWithNibName:@"ContactCell" bundle:nil]
         forCellReuseIdentifier:kContactCellID];
    [self.tableView registerNib:[UINib nibWithNibName:@"GroupHeaderView" bundle:nil]
        forHeaderFooterViewReuseIdentifier:@"Group"];
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    ContactCell *cell = (ContactCell *)[tableView dequeueReusableCellWithIdentifier:kContactCellID
                                                                       forIndexPath:indexPath];
    return cell;
}

- (UIView *)tableView:(UITableView *)tableView viewForHeaderInSection:(NSInteger)section {
    return (GroupHeaderView *)[tableView dequeueReusableHeaderFooterViewWithIdentifier:@"Group"];
}

- (IBAction)showSettings:(id)sender {
    SettingsViewController *settings = [[SettingsViewController alloc] initWithNibName:@"SettingsViewController"
                                                                                 bundle:nil];
    UINavigationController *navigation = [[UINavigationController alloc] initWithRootViewController:settings];
    navigation.modalPresentationStyle = UIModalPresentationFormSheet;
    [self presentViewController:navigation
                       animated:YES
                     completion:nil];
}

@end
